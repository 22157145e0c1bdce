import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type OwnerExpert } from '@randevu/contracts';
import { fill } from '@/lib/format';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { ownerExpert, renderExpertForm } from '../../../../test/expert-fixtures';
import { hours } from '../../../../test/venue-fixtures';
import { ExpertList } from './expert-list';

const t = messages.experts;
const u = () => userEvent.setup({ delay: null });
const elif = ownerExpert(3, {
  name: 'Elif Kaya',
  specialization: 'Saç Tasarımcısı',
  experience_years: '5',
  specialties: ['Fön', 'Boya'],
  phone: '05321234567',
  email: 'elif@example.com',
});
const failure = (status: number, message: string, errors?: Record<string, string>): StubAnswer => ({
  status,
  body: { success: false, code: 'REFUSED', message, ...(errors ? { errors } : {}) },
});

function renderList(experts: OwnerExpert[], answer?: () => StubAnswer) {
  const requests = stubApi(answer ? { 'DELETE /api/owner/experts/3': answer } : {});
  const onEdit = vi.fn();
  renderWithApp(<ExpertList venueId={7} experts={experts} onEdit={onEdit} addButton={<button>{t.add}</button>} />);
  return { requests, onEdit };
}
async function removeElif() {
  await u().click(screen.getByRole('button', { name: fill(t.removeLabel, { name: 'Elif Kaya' }) }));
  const dialog = await findOpenDialog('alertdialog', t.removeConfirmTitle);
  expect(dialog.textContent).toContain(fill(t.removeConfirmText, { name: 'Elif Kaya' }));
  await u().click(within(dialog).getByRole('button', { name: t.removeConfirm }));
}

describe('expert list', () => {
  it('shows each expert: name, Aktif/Pasif, specialization, experience, specialties, phone and e-mail links', async () => {
    const { onEdit } = renderList([elif, ownerExpert(4, { is_active: false })]);
    const [first, second] = screen.getAllByRole('heading', { level: 2 }).map((h) => h.closest('li')!);
    expect(within(first!).getByRole('heading').textContent).toBe('Elif Kaya');
    expect(first!.textContent).toContain(t.active);
    expect(first!.textContent).toContain('Saç Tasarımcısı');
    expect(first!.textContent).toContain('5 yıl deneyim');
    expect(within(first!).getByText('Fön')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: '0532 123 45 67' }).getAttribute('href')).toBe('tel:+905321234567');
    expect(within(first!).getByRole('link', { name: 'elif@example.com' }).getAttribute('href')).toBe('mailto:elif@example.com');
    expect(second!.textContent).toContain(t.passive);
    await u().click(screen.getByRole('button', { name: fill(t.editLabel, { name: 'Elif Kaya' }) }));
    expect(onEdit).toHaveBeenCalledWith(elif);
  });

  it('empty: the empty texts and the add button', () => {
    renderList([]);
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.getByText(t.emptyHint)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.add })).toBeTruthy();
  });

  it('deletes after the confirmation', async () => {
    const { requests } = renderList([elif], () => ok({ id: 3 }));
    await removeElif();
    await waitFor(() => expect(toastTexts()).toEqual([t.deleted]));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/owner/experts/3']);
  });

  it("a 409 toasts the server's text (upcoming appointments); others 'Uzman silinirken bir hata oluştu.'", async () => {
    const text = fill(t.hasUpcomingAppointments, { count: 2 });
    let answer = failure(409, text);
    renderList([elif], () => answer);
    await removeElif();
    await waitFor(() => expect(toastTexts()).toEqual([text]));
    answer = failure(500, messages.common.genericError);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await removeElif();
    await waitFor(() => expect(toastTexts()).toContain(t.deleteFailed));
  });
});

describe('expert form dialog (new expert)', () => {
  const renderForm = (answer: () => StubAnswer) => renderExpertForm(null, { 'POST /api/owner/experts': answer });
  const dialog = () => screen.getByRole('dialog', { name: t.newTitle });
  const submit = () => u().click(within(dialog()).getByRole('button', { name: t.create }));

  it('posts the expert with the venue, the specialties as a list and every day off', async () => {
    const { requests, onSaved } = renderForm(() => ok(elif));
    await u().type(within(dialog()).getByLabelText(t.name), 'Elif Kaya');
    await u().type(within(dialog()).getByLabelText(/^Uzmanlıklar/), 'Fön, Boya');
    await submit();
    await waitFor(() => expect(toastTexts()).toEqual([t.created]));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/owner/experts',
      body: { venue_id: 4, name: 'Elif Kaya', specialties: ['Fön', 'Boya'], is_active: true, working_hours: hours([]) },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ expertId: 3, created: true }));
  });

  it("requires the name; the server's field message lands on its field and the failure is toasted", async () => {
    const { requests } = renderForm(() => failure(400, t.nameTooLong, { name: t.nameTooLong }));
    await submit();
    expect(await within(dialog()).findByText(t.nameRequired)).toBeTruthy();
    expect(requests).toHaveLength(0);
    await u().type(within(dialog()).getByLabelText(t.name), 'Elif Kaya');
    await submit();
    expect(await within(dialog()).findByText(t.nameTooLong)).toBeTruthy();
    expect(within(dialog()).getByLabelText(t.name).getAttribute('aria-invalid')).toBe('true');
    // On the field, not as a form-level alert.
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(toastTexts()).toEqual([t.saveFailed]));
  });
});
