import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type MyAppointment } from '@randevu/contracts';
import { freezeClockAt } from '../../../test/clock';
import { ok, stubApi } from '../../../test/fetch-stub';
import { myAppointment } from '../../../test/my-appointment-fixtures';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../test/render';
import MyAppointmentsPage from './user-appointments';

/** A past visit's card in 'Randevularım' offers 'Değerlendir', shows the review, offers 'Düzenle' for 48 h. */
const t = messages.reviewForm;
const url = '/api/user/appointments';
const u = () => userEvent.setup({ delay: null });
freezeClockAt('2030-03-10T09:00:00.000Z');

const past = { status: 'completed' as const, starts_at: '2030-03-08T07:30:00.000Z', ends_at: '2030-03-08T08:15:00.000Z' };
const review = (rating: number, comment: string | null, editableUntil: string) => ({
  id: 9,
  author: 'Deniz Y.',
  created_at: '2030-03-09T10:00:00.000Z',
  updated_at: '2030-03-09T10:00:00.000Z',
  service_name: 'Saç Kesimi',
  front_desk: false,
  rating,
  comment,
  reply: null,
  appointment_id: 2,
  editable_until: editableUntil,
});
const list: MyAppointment[] = [
  myAppointment(1, { ...past, review_window_ends_at: '2030-04-07T08:15:00.000Z' }),
  myAppointment(2, { ...past, review: review(4, 'Güzel bir kesim.', '2030-03-11T10:00:00.000Z') }),
  myAppointment(3, { ...past, review: review(5, null, '2030-03-09T11:00:00.000Z') }),
  myAppointment(4, { ...past, review_window_ends_at: '2030-03-01T08:15:00.000Z' }),
];

async function pastCard(name: string) {
  await u().click(await screen.findByRole('tab', { name: new RegExp(messages.myAppointments.pastTab) }));
  return screen.findByRole('article', { name: name });
}

describe('reviews in Randevularım', () => {
  it('offers, shows, edits and closes by the review window', async () => {
    stubApi({ [`GET ${url}`]: () => ok(list) });
    renderWithApp(<MyAppointmentsPage />, { route: '/dashboard/user/appointments' });
    expect(within(await pastCard('Salon 1')).getByRole('button', { name: t.review })).toBeTruthy();
    const reviewed = screen.getByRole('article', { name: 'Salon 2' });
    expect(within(reviewed).getByRole('img', { name: t.ratingOf(4) })).toBeTruthy();
    expect(within(reviewed).getByText('Güzel bir kesim.')).toBeTruthy();
    expect(within(reviewed).getByRole('button', { name: t.edit })).toBeTruthy();
    // Past its 48 hours: shown, no longer editable.
    const settled = screen.getByRole('article', { name: 'Salon 3' });
    expect(within(settled).getByRole('img', { name: t.ratingOf(5) })).toBeTruthy();
    expect(within(settled).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Salon 4' })).getByText(t.windowClosed)).toBeTruthy();
  });

  it('posts a new review, thanks the customer and reads the list again', async () => {
    const requests = stubApi({ [`GET ${url}`]: () => ok(list), [`POST ${url}/1/review`]: () => ok({}) });
    renderWithApp(<MyAppointmentsPage />, { route: '/dashboard/user/appointments' });
    await u().click(within(await pastCard('Salon 1')).getByRole('button', { name: t.review }));
    const dialog = await findOpenDialog('dialog', t.createTitle);
    await u().click(within(dialog).getByRole('radio', { name: t.star(5) }));
    await u().type(within(dialog).getByLabelText(t.commentLabel), 'Çok memnun kaldım.');
    await u().click(within(dialog).getByRole('button', { name: t.submit }));
    await waitFor(() => expect(toastTexts()).toContain(t.created));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ rating: 5, comment: 'Çok memnun kaldım.' });
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET' && r.path === url)).toHaveLength(2));
  });

  it('edits with PUT, the dialog filled with the review; a refusal stays in the dialog', async () => {
    const requests = stubApi({
      [`GET ${url}`]: () => ok(list),
      [`PUT ${url}/2/review`]: () => ({
        status: 409,
        body: { success: false, code: 'REVIEW_EDIT_CLOSED', message: messages.reviews.editWindowClosed },
      }),
    });
    renderWithApp(<MyAppointmentsPage />, { route: '/dashboard/user/appointments' });
    await pastCard('Salon 1');
    await u().click(within(screen.getByRole('article', { name: 'Salon 2' })).getByRole('button', { name: t.edit }));
    const dialog = await findOpenDialog('dialog', t.editTitle);
    expect(within(dialog).getByRole('radio', { name: t.star(4) })).toHaveProperty('checked', true);
    expect(within(dialog).getByLabelText(t.commentLabel)).toHaveProperty('value', 'Güzel bir kesim.');
    await u().click(within(dialog).getByRole('button', { name: t.update }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.reviews.editWindowClosed);
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ rating: 4, comment: 'Güzel bir kesim.' });
    expect(screen.getByRole('dialog', { name: t.editTitle })).toBeTruthy();
  });
});
