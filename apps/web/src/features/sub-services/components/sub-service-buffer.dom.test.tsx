import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type OwnerSubService, type Service } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp, toastTexts } from '../../../../test/render';
import { SubServiceCreateForm } from './sub-service-create-form';
import { SubServiceEditForm } from './sub-service-edit-form';

const t = messages.subServices;
const ar = messages.availabilityRules;
const u = () => userEvent.setup({ delay: null });
const listPath = '/dashboard/owner/venue-services/4';
const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const buffer = () => box(ar.page.buffer);
const manikur: Service = { id: 11, category_id: 1, name: 'Manikür', description: null, price: 275.5, duration_minutes: 40 };

function renderCreate(answer: () => StubAnswer = () => ok({ id: 9 })) {
  const requests = stubApi({ 'POST /api/sub-services': answer });
  renderWithApp(
    <SubServiceCreateForm
      venueId={4}
      categories={{ items: [{ id: 1, name: 'Güzellik' }], loading: false }}
      services={{ items: [manikur], loading: false }}
      onCategoryChange={() => undefined}
    />,
    { route: `${listPath}/new` },
  );
  return requests;
}
async function fillManikur() {
  await waitFor(() => expect((screen.getByLabelText(t.service) as HTMLSelectElement).disabled).toBe(false));
  await u().selectOptions(screen.getByLabelText(t.service), 'Manikür');
  await u().type(box(t.name), 'Kalıcı Oje');
}
const setBuffer = async (value: string) => {
  await u().clear(buffer());
  if (value) await u().type(buffer(), value);
};

const existing: OwnerSubService = {
  id: 5,
  venue_id: 4,
  service_id: 10,
  name: 'Kısa Kesim',
  description: null,
  price: 300,
  duration_minutes: 30,
  buffer_minutes: 10,
  is_active: true,
  service: { id: 10, name: 'Saç Kesimi', category_id: 1 },
};
function renderEdit(answer: () => StubAnswer = () => ok(existing)) {
  const requests = stubApi({ 'PUT /api/sub-services/5': answer });
  renderWithApp(<SubServiceEditForm venueId={4} subService={existing} />, { route: `${listPath}/edit/5` });
  return requests;
}

describe('sub-service buffer field', () => {
  it("is a number box 'Hazırlık süresi (dakika)' with its hint, 0 to start with", () => {
    renderCreate();
    expect(buffer().type).toBe('number');
    expect(buffer().value).toBe('0');
    const hint = document.getElementById(buffer().getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe(ar.page.bufferHint);
  });

  it('posts 0 when left alone, and the minutes typed', async () => {
    const requests = renderCreate();
    await fillManikur();
    await setBuffer('15');
    await u().click(screen.getByRole('button', { name: t.create }));
    await waitFor(() => expect(currentPath()).toBe(listPath));
    expect(requests[0]?.body).toMatchObject({ service_id: 11, duration_minutes: 40, buffer_minutes: 15 });
  });

  it.each([
    ['over 120', '121'],
    ['an emptied box', ''],
    ['a fraction', '7.5'],
  ])('refuses %s in place with the Turkish text; nothing is sent', async (_title, value) => {
    const requests = renderCreate();
    await fillManikur();
    await setBuffer(value);
    await u().click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByText(ar.bufferInvalid)).toBeTruthy();
    expect(buffer().getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it("starts the edit form from the sub-service's buffer and sends it back, changed or not", async () => {
    const requests = renderEdit();
    expect(buffer().value).toBe('10');
    await u().click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(currentPath()).toBe(listPath));
    expect(requests[0]?.body).toMatchObject({ duration_minutes: 30, buffer_minutes: 10 });
  });

  it('saves a changed buffer with PUT', async () => {
    const requests = renderEdit();
    await setBuffer('20');
    await u().click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(toastTexts()).toEqual([t.updated]));
    expect(requests[0]?.body).toMatchObject({ buffer_minutes: 20 });
  });

  it("puts the server's buffer message on the field", async () => {
    renderEdit(() => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: ar.bufferInvalid,
        errors: { buffer_minutes: ar.bufferInvalid },
      },
    }));
    await u().click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(ar.bufferInvalid)).toBeTruthy();
    expect(buffer().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(toastTexts()).toEqual([t.saveFailed]));
  });
});
