import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type IdName, type OwnerSubService, type Service } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { currentPath, renderWithApp, toastTexts } from '../../../../test/render';
import { SubServiceCreateForm } from './sub-service-create-form';
import { SubServiceEditForm } from './sub-service-edit-form';

const t = messages.subServices;
const u = () => userEvent.setup({ delay: null });
const control = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
const service = (id: number, name: string, price: number, minutes: number): Service => ({
  id,
  category_id: 1,
  name,
  description: null,
  price,
  duration_minutes: minutes,
});
const refusal = (status: number, message: string, errors?: Record<string, string>): StubAnswer => ({
  status,
  body: { success: false, code: 'REFUSED', message, ...(errors ? { errors } : {}) },
});
const listPath = '/dashboard/owner/venue-services/4';

/** The catalogue services per category, as the page loads them (features/categories) and hands them over. */
const catalogue: Record<number, Service[]> = {
  1: [service(10, 'Saç Kesimi', 300, 30), service(11, 'Manikür', 275.5, 40)],
};

/** The create form as its page wires it: the chosen category's services arrive through the props. */
function CreatePage({ categories }: { categories: IdName[] }) {
  const [categoryId, setCategoryId] = useState<number | null>(null);
  return (
    <SubServiceCreateForm
      venueId={4}
      categories={{ items: categories, loading: false }}
      services={{ items: categoryId === null ? [] : (catalogue[categoryId] ?? []), loading: false }}
      onCategoryChange={setCategoryId}
    />
  );
}

function renderCreate(categories: IdName[], answer: () => StubAnswer = () => ok({ id: 9 })) {
  const requests = stubApi({ 'POST /api/sub-services': answer });
  renderWithApp(<CreatePage categories={categories} />, { route: `${listPath}/new` });
  return requests;
}

async function pickManikur() {
  await u().selectOptions(control(t.category), 'Güzellik');
  await waitFor(() => expect(control(t.service).disabled).toBe(false));
  await u().selectOptions(control(t.service), 'Manikür');
}

describe('sub-service create form', () => {
  const two = [
    { id: 1, name: 'Güzellik' },
    { id: 2, name: 'Temizlik' },
  ];

  it('the service list waits for a category; choosing a service prefills its price and minutes', async () => {
    renderCreate(two);
    expect(control(t.service).disabled).toBe(true);
    expect(control(t.service).options[0]!.text).toBe(t.selectCategoryFirst);
    await pickManikur();
    expect(control(t.price).value).toBe('275,50');
    expect(control(t.duration).value).toBe('40');
    expect(control(t.name).placeholder).toBe('Manikür');
  });

  it('a venue with one category starts from its services', async () => {
    renderCreate([{ id: 1, name: 'Güzellik' }]);
    await waitFor(() => expect(control(t.service).disabled).toBe(false));
    expect(control(t.category).value).toBe('1');
    expect(Array.from(control(t.service).options).map((o) => o.text)).toEqual([t.selectService, 'Saç Kesimi', 'Manikür']);
  });

  it('empty: the Turkish messages on the service, name, price and duration; nothing is sent', async () => {
    const requests = renderCreate(two);
    await u().click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByText(t.serviceRequired)).toBeTruthy();
    expect(screen.getAllByText(t.fieldsRequired)).toHaveLength(3);
    expect(requests).toHaveLength(0);
  });

  it('a price that is not a number is refused in place', async () => {
    renderCreate(two);
    await pickManikur();
    await u().type(control(t.name), 'Kalıcı Oje');
    await u().clear(control(t.price));
    await u().type(control(t.price), 'on lira');
    await u().click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByText(t.priceInvalid)).toBeTruthy();
  });

  it('posts the sub-service (numbers, empty description as null), says so and returns to the list', async () => {
    const requests = renderCreate(two);
    await pickManikur();
    await u().type(control(t.name), 'Kalıcı Oje');
    await u().click(screen.getByRole('button', { name: t.create }));
    await waitFor(() => expect(currentPath()).toBe(listPath));
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'POST',
        '/api/sub-services',
        {
          venue_id: 4,
          service_id: 11,
          name: 'Kalıcı Oje',
          description: null,
          price: 275.5,
          duration_minutes: 40,
          buffer_minutes: 0,
        },
      ],
    ]);
    expect(toastTexts()).toEqual([t.created]);
  });

  it("a taken name: the server's message on the name field and the failure toast", async () => {
    renderCreate(two, () => refusal(409, t.nameTaken, { name: t.nameTaken }));
    await pickManikur();
    await u().type(control(t.name), 'Kalıcı Oje');
    await u().click(screen.getByRole('button', { name: t.create }));
    expect(await screen.findByText(t.nameTaken)).toBeTruthy();
    expect(control(t.name).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(toastTexts()).toEqual([t.saveFailed]));
    expect(currentPath()).toBe(`${listPath}/new`);
  });

  it("a refusal without field errors is shown above the form with the server's text", async () => {
    renderCreate(two, () => refusal(422, t.serviceNotInVenue));
    await pickManikur();
    await u().type(control(t.name), 'Kalıcı Oje');
    await u().click(screen.getByRole('button', { name: t.create }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.serviceNotInVenue);
  });
});

describe('sub-service edit form', () => {
  const existing: OwnerSubService = {
    id: 5,
    venue_id: 4,
    service_id: 10,
    name: 'Kısa Kesim',
    description: 'Makas',
    price: 300,
    duration_minutes: 30,
    buffer_minutes: 0,
    is_active: true,
    service: { id: 10, name: 'Saç Kesimi', category_id: 1 },
  };

  function renderEdit(answer: () => StubAnswer) {
    const requests = stubApi({ 'PUT /api/sub-services/5': answer });
    renderWithApp(<SubServiceEditForm venueId={4} subService={existing} />, { route: `${listPath}/edit/5` });
    return requests;
  }

  it('shows the parent service read-only, saves the changes with PUT and returns to the list', async () => {
    const requests = renderEdit(() => ok(existing));
    const parent = screen.getByLabelText(t.parentService) as HTMLInputElement;
    expect(parent.value).toBe('Saç Kesimi');
    expect(parent.readOnly).toBe(true);
    expect(control(t.name).value).toBe('Kısa Kesim');
    await u().clear(control(t.price));
    await u().type(control(t.price), '325,75');
    await u().click(screen.getByRole('checkbox', { name: t.active }));
    await u().click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(currentPath()).toBe(listPath));
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'PUT',
        '/api/sub-services/5',
        { name: 'Kısa Kesim', description: 'Makas', price: 325.75, duration_minutes: 30, buffer_minutes: 0, is_active: false },
      ],
    ]);
    expect(toastTexts()).toEqual([t.updated]);
  });

  it('a server refusal of the duration lands on its field; the page stays', async () => {
    renderEdit(() => refusal(400, t.durationInvalid, { duration_minutes: t.durationInvalid }));
    await u().click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.durationInvalid)).toBeTruthy();
    expect(control(t.duration).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(toastTexts()).toEqual([t.saveFailed]));
    expect(currentPath()).toBe(`${listPath}/edit/5`);
  });
});
