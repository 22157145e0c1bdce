import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type VenueDetail } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { toastTexts } from '../../../../test/render';
import { renderBookingSheet, renderGuestBookingSheet } from '../../../../test/booking-fixtures';
import { everyDay, expert, hours, sub } from '../../../../test/venue-fixtures';

const b = messages.appointments;
const allDays = hours(everyDay);
const ayse = expert(7, { name: 'Ayşe Yılmaz', specialization: 'Kuaför', working_hours: allDays });

const venue = (over: Partial<VenueDetail> = {}) =>
  ({
    id: 1,
    prefix: 'abc',
    name: 'Salon Bir',
    working_hours: allDays,
    experts: [ayse],
    sub_services: [],
    ...over,
  }) as VenueDetail;

function renderSheet(v = venue(), handlers: Parameters<typeof stubApi>[0] = {}) {
  return renderGuestBookingSheet(v, {
    'GET /api/experts/7/available-times': () => ok(['10:00', '10:30']),
    'POST /api/appointments/public': () => ok({ id: 1 }),
    ...handlers,
  });
}

const user = () => userEvent.setup({ delay: null });
const submit = () => screen.getByRole('button', { name: b.submit });
const fill = async (u: ReturnType<typeof user>, label: string, value: string) => {
  const box = screen.getByLabelText(label);
  await u.clear(box);
  if (value) await u.type(box, value);
};
const pickTime = async (u: ReturnType<typeof user>) => u.click(await screen.findByRole('radio', { name: '10:00' }));
async function fillContact(u: ReturnType<typeof user>, over: Partial<Record<'first' | 'last' | 'email' | 'phone', string>> = {}) {
  await fill(u, b.firstNameLabel, over.first ?? 'Ali');
  await fill(u, b.lastNameLabel, over.last ?? 'Veli');
  await fill(u, b.emailLabel, over.email ?? 'ali@example.com');
  await fill(u, b.phoneLabel, over.phone ?? '532 123 45 67');
}
const toastDescriptions = () =>
  Array.from(document.querySelectorAll('[data-sonner-toast] [data-description]')).map((n) => n.textContent);
/** The last toast's text: the first failing rule (docs/product-public.md#booking-validation). */
const lastToast = async () => {
  await waitFor(() => expect(toastTexts().length).toBeGreaterThan(0));
  return toastTexts()[0];
};

describe('BookingForm validation (the documented order, exact Turkish messages)', () => {
  it('1. empty contact details: "Lütfen tüm bilgileri doldurun" on each field, focus on the first marked control', async () => {
    const u = user();
    const requests = renderSheet();
    await screen.findByRole('radio', { name: '10:00' });
    await u.click(submit());
    expect(await lastToast()).toBe('Lütfen tüm bilgileri doldurun');
    for (const label of [b.firstNameLabel, b.lastNameLabel, b.emailLabel, b.phoneLabel]) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(within(screen.getByRole('form', { name: b.title })).getAllByText('Lütfen tüm bilgileri doldurun')).toHaveLength(4);
    // Step 2 is marked too; focus goes to the first marked control in the sheet's order (times above contact).
    expect(screen.getByText('Uzman ve saat seçiniz')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '10:00' }));
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('2. contact filled but no time: "Uzman ve saat seçiniz", focus on the first time', async () => {
    const u = user();
    renderSheet();
    await fillContact(u);
    await u.click(submit());
    expect(await lastToast()).toBe('Uzman ve saat seçiniz');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '10:00' }));
  });

  it('4 before 5: a bad phone is reported before a bad e-mail, both inline', async () => {
    const u = user();
    renderSheet();
    await fillContact(u, { phone: '123', email: 'ali@' });
    await pickTime(u);
    await u.click(submit());
    expect(await lastToast()).toBe('Lütfen geçerli bir telefon numarası giriniz');
    expect(screen.getByText('Lütfen geçerli bir e-posta adresi giriniz')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(b.emailLabel));
  });

  it('5. a bad e-mail alone: "Lütfen geçerli bir e-posta adresi giriniz"', async () => {
    const u = user();
    renderSheet();
    await fillContact(u, { email: 'ali@example' });
    await pickTime(u);
    await u.click(submit());
    expect(await lastToast()).toBe('Lütfen geçerli bir e-posta adresi giriniz');
  });

  it('6. names: "Lütfen geçerli bir ad giriniz" before "Lütfen geçerli bir soyad giriniz"', async () => {
    const u = user();
    renderSheet();
    await fillContact(u, { first: '123', last: '456' });
    await pickTime(u);
    await u.click(submit());
    expect(await lastToast()).toBe('Lütfen geçerli bir ad giriniz');
    expect(screen.getByText('Lütfen geçerli bir soyad giriniz')).toBeTruthy();
  });

  it('a valid form posts the normalised booking (dial code + digits, notes a single space) and says so', async () => {
    const u = user();
    const requests = renderSheet();
    await fillContact(u);
    await pickTime(u);
    await u.click(submit());
    await waitFor(() => expect(toastTexts()).toContain('Randevunuz oluşturuldu'));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/appointments/public');
    expect(post?.body).toMatchObject({
      first_name: 'Ali',
      last_name: 'Veli',
      email: 'ali@example.com',
      phone: '+905321234567',
      expert_id: 7,
      venue_id: 1,
      service_id: 101,
      sub_service_id: null,
      appointment_time: '10:00',
      notes: ' ',
    });
  });

  it.each([
    ['pending', 'Randevunuz oluşturuldu', b.successPending],
    ['confirmed', 'Randevunuz onaylandı.', b.successConfirmedText],
  ] as const)('an answer with status %s says "%s" and what it means', async (status, title, description) => {
    const u = user();
    renderSheet(venue(), { 'POST /api/appointments/public': () => ok({ id: 1, status }) });
    await fillContact(u);
    await pickTime(u);
    await u.click(submit());
    await waitFor(() => expect(toastTexts()).toEqual([title]));
    expect(toastDescriptions()).toEqual([description]);
  });

  it("a signed-in user's booking of a venue with instant booking says 'Randevunuz onaylandı.'", async () => {
    const u = user();
    const requests = renderBookingSheet(
      venue(),
      {
        'GET /api/experts/7/available-times': () => ok(['10:00', '10:30']),
        'POST /api/user/appointments': () => ok({ id: 2, status: 'confirmed' }),
      },
      'user',
    );
    await pickTime(u);
    await u.click(submit());
    await waitFor(() => expect(toastTexts()).toEqual(['Randevunuz onaylandı.']));
    expect(toastDescriptions()).toEqual([b.successConfirmedText]);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/user/appointments']);
  });

  it('a 409 drops the time and shows the server message under the times', async () => {
    const u = user();
    let taken = false;
    renderSheet(venue(), {
      // After the 409 the refetched list no longer offers 10:00.
      'GET /api/experts/7/available-times': () => ok(taken ? ['10:30'] : ['10:00', '10:30']),
      'POST /api/appointments/public': () => {
        taken = true;
        return { status: 409, body: { success: false, code: 'SLOT_UNAVAILABLE', message: b.slotTaken } };
      },
    });
    await fillContact(u);
    await pickTime(u);
    await u.click(submit());
    await waitFor(() => expect(toastTexts()).toContain(b.slotTaken));
    expect(screen.getAllByText(b.slotTaken).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('radio', { name: '10:00' })).toBeNull());
  });

  it('shows each sub-service with its price and minutes, the first one chosen', async () => {
    renderSheet(
      venue({
        sub_services: [sub(5, 101, { name: 'Kısa Kesim' })],
      }),
    );
    const group = screen.getByRole('radiogroup', { name: b.subServiceLabel });
    const tile = within(group).getByRole('radio', { name: /Kısa Kesim/ });
    expect(tile).toHaveProperty('checked', true);
    expect(group.textContent).toContain(`45 ${b.minutes}`);
  });
});
