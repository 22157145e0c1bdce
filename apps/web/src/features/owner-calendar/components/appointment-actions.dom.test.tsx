import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { messages, type CalendarAppointment } from '@randevu/contracts';
import { block, NOW_UTC } from '../../../../test/calendar-fixtures';
import { freezeClockAt } from '../../../../test/clock';
import { ok, stubApi, type StubAnswer, type StubRequest } from '../../../../test/fetch-stub';
import { findOpenDialog, renderWithApp, toastTexts } from '../../../../test/render';
import { e164Digits, telHref } from '../lib/contact-links';
import { AppointmentDialog } from './appointment-dialog';

const t = messages.ownerCalendar.page;
const u = () => userEvent.setup({ delay: null });
freezeClockAt(NOW_UTC);

/** Can Demir's visit, started at 09:00 (the clock stands later): 'Geldi' and 'Gelmedi' are allowed. */
const started = block(33, {
  starts_at_local: '2030-03-12T09:00',
  ends_at_local: '2030-03-12T09:30',
  appointment_time: '09:00',
  customer: { id: 71, first_name: 'Can', last_name: 'Demir', phone: '+905321234567', email: null },
  visit_number: 5,
  prior_no_shows: 2,
});

/** The dialog as the calendar holds it: closed (unmounted) by its onClose. */
function Host({ appointment }: { appointment: CalendarAppointment }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <AppointmentDialog appointment={appointment} experts={[{ id: 7, name: 'Ayşe' }]} onClose={() => setOpen(false)} />
  ) : null;
}

function renderDialog(a = started, handlers: Record<string, (r: StubRequest) => StubAnswer> = {}) {
  const requests = stubApi({
    [`GET /api/owner/venues/4/customers/${a.customer.id}`]: () => ok({ note: { text: 'Kısa kesim sever', updated_at: NOW_UTC } }),
    'GET /api/owner/venues/4/calendar': () => ok({}),
    ...handlers,
  });
  renderWithApp(<Host appointment={a} />);
  return requests;
}

describe('the appointment dialog leads with what happens most (decision 077)', () => {
  it('offers Geldi, Ara and WhatsApp first, the card link, the badges and the private note', async () => {
    renderDialog();
    const dialog = await findOpenDialog('dialog', t.detailsTitle);
    const first = Array.from(dialog.querySelectorAll('button, a')).map((n) => n.textContent);
    expect(first.slice(0, 4)).toEqual([t.arrived, t.noShow, t.call, t.whatsapp]);
    expect(within(dialog).getByRole('link', { name: t.call }).getAttribute('href')).toBe('tel:+905321234567');
    const whatsapp = within(dialog).getByRole('link', { name: t.whatsapp });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/905321234567?text=${encodeURIComponent(
        'Merhaba Can, Işıl Güzellik Salonu için 12 Mart 2030 Salı saat 09:00 randevunuzla ilgili yazıyoruz.',
      )}`,
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByRole('link', { name: t.customerCard }).getAttribute('href')).toBe(
      '/dashboard/owner/venue-customers/4/71',
    );
    expect(within(dialog).getByRole('list', { name: t.customer }).textContent).toBe('5. ziyaret2 kez gelmediOnaylandı');
    expect(await within(dialog).findByText('Kısa kesim sever')).toBeTruthy();
    // Nothing to cancel once started; 'Taşı' only before the start.
    expect(within(dialog).queryByRole('button', { name: t.cancelAppointment })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: t.move })).toBeNull();
  });

  it("Geldi is saved at once; the toast's 'Geri al' asks the server to take it back", async () => {
    const requests = renderDialog(started, {
      'PUT /api/owner/appointments/33/status': () => ok({ id: 33, venue_id: 4, allowed_actions: ['mark_no_show', 'undo'] }),
      'POST /api/owner/appointments/33/status/undo': () => ok({ id: 33, venue_id: 4, allowed_actions: [] }),
    });
    const dialog = await findOpenDialog('dialog', t.detailsTitle);
    await u().click(within(dialog).getByRole('button', { name: t.arrived }));
    await waitFor(() => expect(toastTexts()).toEqual([t.completed]));
    await u().click(await screen.findByRole('button', { name: t.undo }));
    await waitFor(() => expect(toastTexts()).toContain(t.undone));
    expect(requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/owner/appointments/33/status',
      'POST /api/owner/appointments/33/status/undo',
    ]);
  });

  it("offers no 'Geri al' when the server's answer does not allow it", async () => {
    renderDialog(started, {
      'PUT /api/owner/appointments/33/status': () => ok({ id: 33, venue_id: 4, allowed_actions: [] }),
    });
    await u().click(within(await findOpenDialog('dialog', t.detailsTitle)).getByRole('button', { name: t.noShow }));
    await waitFor(() => expect(toastTexts()).toEqual([t.markedNoShow]));
    expect(screen.queryByRole('button', { name: t.undo })).toBeNull();
  });

  it('a refused undo says why', async () => {
    renderDialog(started, {
      'PUT /api/owner/appointments/33/status': () => ok({ id: 33, venue_id: 4, allowed_actions: ['undo'] }),
      'POST /api/owner/appointments/33/status/undo': () => ({
        status: 409,
        body: { success: false, code: 'UNDO_CLOSED', message: messages.ownerAppointments.undoClosed },
      }),
    });
    await u().click(within(await findOpenDialog('dialog', t.detailsTitle)).getByRole('button', { name: t.noShow }));
    await u().click(await screen.findByRole('button', { name: t.undo }));
    await waitFor(() => expect(toastTexts()).toContain(messages.ownerAppointments.undoClosed));
  });
});

describe('contact links', () => {
  it('dial and message the E.164 number', () => {
    expect(e164Digits('+90 532 123 45 67')).toBe('905321234567');
    expect(telHref('+905321234567')).toBe('tel:+905321234567');
  });
});
