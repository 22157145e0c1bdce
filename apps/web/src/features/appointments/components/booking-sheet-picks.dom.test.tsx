import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type VenueDetail } from '@randevu/contracts';
import { ok } from '../../../../test/fetch-stub';
import { toastTexts } from '../../../../test/render';
import { renderBookingSheet } from '../../../../test/booking-fixtures';
import { everyDay, expert, hours, sub } from '../../../../test/venue-fixtures';

const b = messages.appointments;
const allDays = hours(everyDay);
const venue = {
  id: 1,
  prefix: 'abc',
  name: 'Salon Bir',
  working_hours: allDays,
  experts: [
    expert(7, { name: 'Ayşe Yılmaz', working_hours: allDays }),
    expert(8, { name: 'Burak Çelik', working_hours: allDays }),
  ],
  sub_services: [sub(21, 101, { name: 'Kısa Kesim' }), sub(22, 101, { name: 'Uzun Kesim' })],
} as unknown as VenueDetail;

const times = {
  'GET /api/experts/7/available-times': () => ok(['10:00']),
  'GET /api/experts/8/available-times': () => ok(['10:00']),
};
const checked = (name: string) => (screen.getByRole('radio', { name: new RegExp(name) }) as HTMLInputElement).checked;

describe('the booking sheet’s first picks', () => {
  it('are the first expert and option, as the spec says, without parameters', async () => {
    renderBookingSheet(venue, times, 'user');
    await screen.findByRole('radio', { name: '10:00' });
    expect(checked('Ayşe Yılmaz')).toBe(true);
    expect(checked('Kısa Kesim')).toBe(true);
  });

  it('are the expert and option a "Tekrar randevu al" link names', async () => {
    renderBookingSheet(venue, times, 'user', { route: '/abc-1/101?uzman=8&secenek=22' });
    await screen.findByRole('radio', { name: '10:00' });
    expect(checked('Burak Çelik')).toBe(true);
    expect(checked('Uzun Kesim')).toBe(true);
  });

  it('fall back to the first ones when the link names an expert or option the venue no longer offers', async () => {
    renderBookingSheet(venue, times, 'user', { route: '/abc-1/101?uzman=99&secenek=abc' });
    await screen.findByRole('radio', { name: '10:00' });
    expect(checked('Ayşe Yılmaz')).toBe(true);
    expect(checked('Kısa Kesim')).toBe(true);
  });
});

describe('the booking sheet’s validation toast', () => {
  it('goes once every marked field is fixed, and the answer reaches the page', async () => {
    const u = userEvent.setup({ delay: null });
    const onBooked = vi.fn();
    const answer = { id: 5, status: 'pending', manage_token: 'abcdefghijklmnopqrstuv' };
    renderBookingSheet(venue, { ...times, 'POST /api/appointments/public': () => ok(answer) }, 'guest', { onBooked });
    await screen.findByRole('radio', { name: '10:00' });
    await u.click(screen.getByRole('button', { name: b.submit }));
    await waitFor(() => expect(toastTexts()).toContain('Lütfen tüm bilgileri doldurun'));

    await u.type(screen.getByLabelText(b.firstNameLabel), 'Ali');
    await u.type(screen.getByLabelText(b.lastNameLabel), 'Veli');
    await u.type(screen.getByLabelText(b.emailLabel), 'ali@example.com');
    // One field still marked: the toast stays.
    expect(toastTexts()).toContain('Lütfen tüm bilgileri doldurun');
    await u.type(screen.getByLabelText(b.phoneLabel), '532 123 45 67');
    await u.click(screen.getByRole('radio', { name: '10:00' }));
    await waitFor(() => expect(toastTexts()).not.toContain('Lütfen tüm bilgileri doldurun'));

    await u.click(screen.getByRole('button', { name: b.submit }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(answer));
  });
});
