import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type MyAppointment } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, findOpenDialog } from '../../../../test/render';
import { myAppointment } from '../../../../test/my-appointment-fixtures';
import { MyAppointments } from './my-appointments';

const t = messages.myAppointments;
const DAY = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const appointment = (id: number, offsetDays: number, over: Partial<MyAppointment> = {}): MyAppointment =>
  myAppointment(id, { starts_at: at(offsetDays), ends_at: at(offsetDays), status: 'confirmed', ...over });
const u = () => userEvent.setup({ delay: null });
const card = (name: string) => screen.getByRole('article', { name });

const list = [
  appointment(1, 2, { allowed_actions: ['cancel', 'reschedule'] }),
  appointment(2, 4, { allowed_actions: [] }),
  appointment(3, 6, { status: 'pending', allowed_actions: ['cancel', 'reschedule'] }),
  appointment(4, -3, { status: 'completed', expert_id: 9, service_id: 5, sub_service_id: 12, sub_service: { name: 'Fön' } }),
];

function renderList(route = '/dashboard/user/appointments') {
  stubApi({ 'GET /api/user/appointments': () => ok(list) });
  renderWithApp(
    <MyAppointments
      reschedule={({ appointment: a, open }) =>
        open ? (
          <div role="dialog" aria-label={t.rescheduleTitle}>
            {a.venue.name}
          </div>
        ) : null
      }
    />,
    { route },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Randevularım', () => {
  it('keeps the spec’s tab names', async () => {
    renderList();
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual([t.currentTab, t.pastTab]);
  });

  it('marks the booking just made and brings it into view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderList('/dashboard/user/appointments?yeni=3');
    await screen.findAllByRole('article');
    const marked = card('Salon 3');
    expect(marked.dataset.highlighted).toBe('true');
    expect(within(marked).getByText(t.newBooking)).toBeTruthy();
    expect(card('Salon 1').dataset.highlighted).toBeUndefined();
    expect(screen.getAllByText(t.newBooking)).toHaveLength(1);
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts[0]).toBe(marked);
  });

  it('offers reschedule first and cancel second on an upcoming card, only as the server allows', async () => {
    renderList();
    await screen.findAllByRole('article');
    const buttons = within(card('Salon 1'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons.slice(0, 2)).toEqual([`${t.reschedule}: Salon 1`, `${t.cancel}: Salon 1`]);
    // Nothing the server does not allow.
    expect(within(card('Salon 2')).queryByRole('button', { name: new RegExp(t.reschedule) })).toBeNull();
    expect(within(card('Salon 2')).queryByRole('button', { name: new RegExp(`^${t.cancel}`) })).toBeNull();

    await u().click(within(card('Salon 3')).getByRole('button', { name: new RegExp(`^${t.reschedule}.*Salon 3$`) }));
    expect((await screen.findByRole('dialog', { name: t.rescheduleTitle })).textContent).toBe('Salon 3');
  });

  it('a card’s cancel opens the cancel dialog of that appointment', async () => {
    renderList();
    await screen.findAllByRole('article');
    await u().click(within(card('Salon 1')).getByRole('button', { name: new RegExp(`^${t.cancel}.*Salon 1$`) }));
    expect(await findOpenDialog('alertdialog', t.cancelConfirmTitle)).toBeTruthy();
  });

  it('a past visit offers "Tekrar randevu al" with its service, option and expert', async () => {
    renderList('/dashboard/user/appointments?tab=past');
    const link = await screen.findByRole('link', { name: new RegExp(`^${t.bookAgain}.*Salon 4$`) });
    expect(link.getAttribute('href')).toBe('/dashboard/user/salon-4-1/5?uzman=9&secenek=12');
  });
});
