import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, SLOT_INTERVALS, type BookingRules } from '@randevu/contracts';
import { refusal, serverError } from '../../../../test/availability-fixtures';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { BookingRulesSection } from './booking-rules-form';

const m = messages.availabilityRules;
const t = m.page;
const url = '/api/owner/venues/4/booking-rules';
const rules: BookingRules = {
  min_notice_minutes: 60,
  horizon_days: 90,
  cancellation_notice_hours: 2,
  slot_interval_minutes: 30,
  auto_confirm: false,
  pending_expiry_hours: 24,
  no_show_request_threshold: null,
};
const u = () => userEvent.setup({ delay: null });

function renderRules(handlers: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubApi({ [`GET ${url}`]: () => ok(rules), ...handlers });
  renderWithApp(<BookingRulesSection venueId={4} />);
  return { requests, puts: () => requests.filter((r) => r.method === 'PUT') };
}
const region = () => screen.getByRole('region', { name: t.rulesTitle });
const box = async (label: string) => (await within(region()).findByLabelText(label)) as HTMLInputElement;
const save = () => u().click(within(region()).getByRole('button', { name: t.save }));

describe('booking rules', () => {
  it("shows the venue's four rules under 'Randevu Kuralları'; the interval offers every allowed step in minutes", async () => {
    renderRules();
    expect((await box(t.minNotice)).value).toBe('60');
    expect((await box(t.horizon)).value).toBe('90');
    expect((await box(t.cancellationNotice)).value).toBe('2');
    const interval = (await box(t.slotInterval)) as unknown as HTMLSelectElement;
    await waitFor(() => expect(interval.value).toBe('30'));
    expect(Array.from(interval.options).map((o) => o.textContent)).toEqual(SLOT_INTERVALS.map((v) => `${v} dakika`));
    expect(within(region()).getByText(t.rulesHint)).toBeTruthy();
    expect(within(region()).getByText(t.horizonHint)).toBeTruthy();
  });

  it("saves the rules the owner changed, and only those, with one PUT and toasts 'Kurallar kaydedildi.'", async () => {
    const { puts } = renderRules({ [`PUT ${url}`]: ({ body }) => ok({ ...rules, ...(body as object) }) });
    await u().clear(await box(t.minNotice));
    await u().type(await box(t.minNotice), '120');
    await u().selectOptions(await box(t.slotInterval), '15');
    await save();
    await waitFor(() => expect(toastTexts()).toEqual(['Kurallar kaydedildi.']));
    expect(puts().map((r) => r.body)).toEqual([{ min_notice_minutes: 120, slot_interval_minutes: 15 }]);
  });

  it("'Anında onay' is a switch, off by default; turning it on saves auto_confirm: true", async () => {
    const { puts } = renderRules({ [`PUT ${url}`]: ({ body }) => ok({ ...rules, ...(body as object) }) });
    const instant = await within(region()).findByRole('switch', { name: t.autoConfirm });
    expect(instant.getAttribute('aria-checked')).toBe('false');
    expect(within(region()).getByText(t.autoConfirmHint)).toBeTruthy();
    await u().click(instant);
    expect(instant.getAttribute('aria-checked')).toBe('true');
    await save();
    await waitFor(() => expect(toastTexts()).toEqual([t.saved]));
    expect(puts().map((r) => r.body)).toEqual([{ auto_confirm: true }]);
    expect(within(region()).getByRole('switch', { name: t.autoConfirm }).getAttribute('aria-checked')).toBe('true');
  });

  it("'Onay bekleme süresi (saat)' shows the venue's hours and saves a new value as pending_expiry_hours", async () => {
    const { puts } = renderRules({ [`PUT ${url}`]: ({ body }) => ok({ ...rules, ...(body as object) }) });
    expect((await box(t.pendingExpiry)).value).toBe('24');
    expect(within(region()).getByText(t.pendingExpiryHint)).toBeTruthy();
    await u().clear(await box(t.pendingExpiry));
    await u().type(await box(t.pendingExpiry), '48');
    await save();
    await waitFor(() => expect(toastTexts()).toEqual([t.saved]));
    expect(puts().map((r) => r.body)).toEqual([{ pending_expiry_hours: 48 }]);
  });

  it.each(['0', '169', ''])('an expiry of "%s" hours is refused before sending, in Turkish', async (value) => {
    const { puts } = renderRules();
    await u().clear(await box(t.pendingExpiry));
    if (value) await u().type(await box(t.pendingExpiry), value);
    await save();
    expect(await within(region()).findByText('Onay bekleme süresi 1 ile 168 saat arasında olmalıdır.')).toBeTruthy();
    expect((await box(t.pendingExpiry)).getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toHaveLength(0);
  });

  it('saving with nothing changed sends nothing and still confirms', async () => {
    const { puts } = renderRules();
    await box(t.minNotice);
    await save();
    await waitFor(() => expect(toastTexts()).toEqual([t.saved]));
    expect(puts()).toHaveLength(0);
  });

  it('a field the server refuses (400) shows its Turkish message under the field, and the message as a toast', async () => {
    renderRules({
      [`PUT ${url}`]: () => refusal(400, messages.common.validation, { horizon_days: m.horizonInvalid }),
    });
    await u().clear(await box(t.horizon));
    await u().type(await box(t.horizon), '365');
    await save();
    expect(await within(region()).findByText('Randevu ufku 1 ile 365 gün arasında olmalıdır.')).toBeTruthy();
    expect((await box(t.horizon)).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(toastTexts()).toEqual([messages.common.validation]));
  });

  it('a value out of bounds is refused before sending, with the catalogue text', async () => {
    const { puts } = renderRules();
    await u().clear(await box(t.horizon));
    await u().type(await box(t.horizon), '366');
    await u().clear(await box(t.cancellationNotice));
    await save();
    expect(await within(region()).findByText(m.horizonInvalid)).toBeTruthy();
    expect(within(region()).getByText('İptal bildirim süresi 0 ile 168 saat arasında olmalıdır.')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it("a failed save toasts 'Kaydetme sırasında bir hata oluştu.'; a failed load offers 'Tekrar Dene'", async () => {
    let fail = true;
    renderRules({ [`GET ${url}`]: () => (fail ? serverError : ok(rules)), [`PUT ${url}`]: () => serverError });
    expect((await within(region()).findByRole('alert')).textContent).toContain(t.loadFailed);
    fail = false;
    await u().click(within(region()).getByRole('button', { name: t.retry }));
    expect((await box(t.minNotice)).value).toBe('60');
    await u().click(within(region()).getByRole('switch', { name: t.autoConfirm }));
    await save();
    await waitFor(() => expect(toastTexts()).toEqual([t.saveFailed]));
  });
});
