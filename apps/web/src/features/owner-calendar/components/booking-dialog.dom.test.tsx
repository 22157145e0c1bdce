import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { block, calendarDay, DAY, NOW_UTC, subServiceChoices } from '../../../../test/calendar-fixtures';
import { freezeClockAt } from '../../../../test/clock';
import { ok, stubApi, type StubRequest } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { chooseNew } from '../../../../test/calendar-new-menu';
import { OwnerCalendarView } from './owner-calendar';

const t = messages.ownerCalendar.page;
const OUTSIDE = 'Seçilen saat çalışma saatleri dışında. Yine de kaydetmek istiyor musunuz?';
const u = () => userEvent.setup({ delay: null });
/** A field's label: its name, then '(isteğe bağlı)' for an optional one. */
const label = (name: string) => new RegExp(`^${name}\\b`);

freezeClockAt(NOW_UTC);

function renderCalendar(post: (r: StubRequest) => ReturnType<typeof ok> | { status: number; body: unknown }) {
  const requests = stubApi({
    'GET /api/owner/venues/4/calendar': () => ok(calendarDay()),
    'GET /api/experts/7/available-times': () => ok(['11:30', '12:00', '13:00']),
    'GET /api/experts/8/available-times': () => ok(['10:00', '11:00']),
    'POST /api/owner/venues/4/appointments': post,
  });
  renderWithApp(<OwnerCalendarView venueId={4} subServices={subServiceChoices} assignments={{ 7: [51, 52], 8: [52] }} />);
  return { requests, posts: () => requests.filter((r) => r.method === 'POST') };
}
const created = ok(block(40, { status: 'confirmed', booked_by: 'owner' }));

async function fillCustomer(dialog: HTMLElement) {
  await u().type(within(dialog).getByLabelText(label(t.firstName)), 'Elif');
  await u().type(within(dialog).getByLabelText(label(t.lastName)), 'Şahin');
  await u().type(within(dialog).getByLabelText(label(t.phone)), '532 123 45 67');
}

describe('the walk-in dialog', () => {
  it('an empty half hour opens it with the expert, date and time; the booking is sent with the guest field names', async () => {
    const { requests, posts } = renderCalendar(() => created);
    await u().click(await screen.findByRole('button', { name: 'Ayşe Yılmaz, 12 Mart 2030 Salı 13:00: boş, randevu ekle' }));
    const dialog = await findOpenDialog('dialog', t.addTitle);
    expect((within(dialog).getByLabelText(t.expert) as HTMLSelectElement).value).toBe('7');
    expect((within(dialog).getByLabelText(t.date) as HTMLInputElement).value).toBe(DAY.split('-').reverse().join('.'));
    expect(
      within(within(dialog).getByLabelText(t.subService))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t.chooseSubService, 'Saç · Kesim', 'Saç · Fön']);
    await u().selectOptions(within(dialog).getByLabelText(t.subService), '51');
    // The valid starts of that day, as the customer's sheet offers them, and the free entry.
    await waitFor(() =>
      expect(
        within(within(dialog).getByLabelText(t.time))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([t.chooseTime, '11:30', '12:00', '13:00', t.otherTime]),
    );
    expect((within(dialog).getByLabelText(t.time) as HTMLSelectElement).value).toBe('13:00');
    const times = requests.find((r) => r.path === '/api/experts/7/available-times')!;
    expect(Object.fromEntries(times.query)).toEqual({ date: DAY, service_id: '5', sub_service_id: '51' });
    await fillCustomer(dialog);
    await u().type(within(dialog).getByLabelText(/E-posta/), 'elif@example.com');
    await u().click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(toastTexts()).toEqual([t.booked]));
    expect(posts().map((r) => r.body)).toEqual([
      {
        expert_id: 7,
        service_id: 5,
        sub_service_id: 51,
        appointment_date: DAY,
        appointment_time: '13:00',
        first_name: 'Elif',
        last_name: 'Şahin',
        phone: '+905321234567',
        email: 'elif@example.com',
        notes: null,
        outside_hours: false,
        override_buffer: false,
        // A booking at a chosen time (decision 090): not "Şu an koltukta", and the customer is messaged.
        starts_now: false,
        notify_customer: true,
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The calendar asks again at once.
    await waitFor(() => expect(requests.filter((r) => r.path.endsWith('/calendar')).length).toBeGreaterThan(1));
  });

  it("409 OUTSIDE_HOURS: the message and 'Yine de kaydet', which resends with outside_hours: true", async () => {
    const { posts } = renderCalendar(({ body }) =>
      (body as { outside_hours: boolean }).outside_hours
        ? created
        : { status: 409, body: { success: false, code: 'OUTSIDE_HOURS', message: OUTSIDE } },
    );
    await chooseNew(t.newAppointment);
    const dialog = await findOpenDialog('dialog', t.addTitle);
    await u().selectOptions(within(dialog).getByLabelText(t.expert), '8');
    // Mehmet does only 'Fön'.
    expect(
      within(within(dialog).getByLabelText(t.subService))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([t.chooseSubService, 'Saç · Fön']);
    await u().selectOptions(within(dialog).getByLabelText(t.subService), '52');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '11:00' })).toBeTruthy());
    await u().selectOptions(within(dialog).getByLabelText(t.time), t.otherTime);
    await u().type(within(dialog).getByLabelText(t.otherTimeLabel), '20:00');
    await fillCustomer(dialog);
    await u().click(within(dialog).getByRole('button', { name: t.save }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(OUTSIDE);
    expect(toastTexts()).toEqual([]);
    await u().click(within(alert).getByRole('button', { name: t.saveAnyway }));
    await waitFor(() => expect(toastTexts()).toEqual([t.booked]));
    expect(
      posts().map((r) => [
        (r.body as { appointment_time: string }).appointment_time,
        (r.body as { outside_hours: boolean }).outside_hours,
      ]),
    ).toEqual([
      ['20:00', false],
      ['20:00', true],
    ]);
  });

  it("409 SLOT_TAKEN is never overridable: its message as a toast, no 'Yine de kaydet'", async () => {
    const taken = 'Bu saat dolu. Lütfen başka bir saat seçiniz.';
    renderCalendar(() => ({ status: 409, body: { success: false, code: 'SLOT_TAKEN', message: taken } }));
    await u().click(await screen.findByRole('button', { name: 'Ayşe Yılmaz, 12 Mart 2030 Salı 13:00: boş, randevu ekle' }));
    const dialog = await findOpenDialog('dialog', t.addTitle);
    await u().selectOptions(within(dialog).getByLabelText(t.subService), '51');
    await fillCustomer(dialog);
    await u().click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(toastTexts()).toEqual([taken]));
    expect(within(dialog).queryByRole('button', { name: t.saveAnyway })).toBeNull();
  });

  it("409 SLOT_IN_BUFFER after hours (decision 098): the buffer warning and 'Yine de ekle', which resends with both flags", async () => {
    const buffer = 'Seçtiğiniz saat uzmanın hazırlık süresine denk geliyor. Lütfen başka bir saat seçin.';
    const { posts } = renderCalendar(({ body }) => {
      const b = body as { outside_hours: boolean; override_buffer?: boolean };
      if (!b.outside_hours) return { status: 409, body: { success: false, code: 'OUTSIDE_HOURS', message: OUTSIDE } };
      if (!b.override_buffer) return { status: 409, body: { success: false, code: 'SLOT_IN_BUFFER', message: buffer } };
      return created;
    });
    await u().click(await screen.findByRole('button', { name: 'Ayşe Yılmaz, 12 Mart 2030 Salı 13:00: boş, randevu ekle' }));
    const dialog = await findOpenDialog('dialog', t.addTitle);
    await u().selectOptions(within(dialog).getByLabelText(t.subService), '51');
    await fillCustomer(dialog);
    await u().click(within(dialog).getByRole('button', { name: t.save }));
    await u().click(within(await within(dialog).findByRole('alert')).getByRole('button', { name: t.saveAnyway }));
    const alert = await within(dialog).findByText(t.bufferWarning);
    expect(within(dialog).getByText(t.bufferTitle)).toBeTruthy();
    expect(alert.textContent).not.toContain(buffer);
    await u().click(within(dialog).getByRole('button', { name: 'Yine de ekle' }));
    await waitFor(() => expect(toastTexts()).toEqual([t.booked]));
    expect(
      posts().map((r) => {
        const b = r.body as { outside_hours: boolean; override_buffer?: boolean };
        return [b.outside_hours, b.override_buffer ?? false];
      }),
    ).toEqual([
      [false, false],
      [true, false],
      [true, true],
    ]);
  });

  it('needs no customer (decision 090): refuses before sending only what is missing, with the Turkish message', async () => {
    const { posts } = renderCalendar(() => created);
    await chooseNew(t.newAppointment);
    const dialog = await findOpenDialog('dialog', t.addTitle);
    await u().click(within(dialog).getByRole('button', { name: t.save }));
    expect(await within(dialog).findByText(messages.ownerCalendar.serviceRequired)).toBeTruthy();
    expect(within(dialog).queryByText(messages.ownerCalendar.firstNameInvalid)).toBeNull();
    expect(within(dialog).queryByText(messages.ownerCalendar.phoneInvalid)).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it("'Kapıdan müşteri': phone first, the service in one tap, starting now and texting nobody unless switched on", async () => {
    const { posts } = renderCalendar(() => created);
    await chooseNew(t.newWalkIn);
    const dialog = await findOpenDialog('dialog', t.addTitle);
    // The first field of the form is the phone: a returning customer's lookup fills the rest.
    expect(dialog.querySelector('form')!.querySelector('input, select, textarea')).toBe(
      within(dialog).getByRole('combobox', { name: label(t.phone) }),
    );
    expect(within(dialog).getByRole('switch', { name: t.startsNow }).getAttribute('aria-checked')).toBe('true');
    const sms = within(dialog).getByRole('switch', { name: t.notifyCustomer });
    expect(sms.getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).queryByLabelText(label(t.date))).toBeNull();
    expect(within(dialog).getByText(t.notifyNoContact)).toBeTruthy();
    await u().click(within(dialog).getByRole('radio', { name: 'Saç · Kesim' }));
    await u().click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(toastTexts()).toEqual([t.booked]));
    expect(posts().map((r) => r.body)).toEqual([
      {
        expert_id: 7,
        service_id: 5,
        sub_service_id: 51,
        first_name: '',
        last_name: '',
        phone: null,
        email: null,
        notes: null,
        outside_hours: false,
        override_buffer: false,
        starts_now: true,
        notify_customer: false,
      },
    ]);
  });
});
