import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type OwnerAppointment } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { hoursFromNow as at, ownerAppointment } from '../../../../test/owner-appointment-fixtures';
import { OwnerAppointmentList } from './owner-appointment-list';

/** A confirmed appointment's card offers 'İptal Et' before its start, 'Geldi' / 'Gelmedi' after it. */
const t = messages.ownerAppointments;
const url = '/api/owner/appointments';
const row = (id: number, first: string, over: Partial<OwnerAppointment>) =>
  ownerAppointment(id, first, { status: 'confirmed', created_at: at(-100), ...over });
const rows = [
  row(1, 'Ali', {}),
  row(2, 'Can', { starts_at: at(-1), ends_at: at(-0.25) }),
  row(3, 'Efe', { status: 'completed', starts_at: at(-48), ends_at: at(-47) }),
  row(4, 'Naz', { status: 'completed', starts_at: at(-8 * 24), ends_at: at(-8 * 24 + 1) }),
];
const u = () => userEvent.setup({ delay: null });

function renderList(handlers: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubApi({ [`GET ${url}`]: () => ok(rows), ...handlers });
  renderWithApp(<OwnerAppointmentList venueId={4} filter="all" onFilterChange={() => {}} />);
  return requests;
}
const card = async (first: string) => screen.findByRole('article', { name: new RegExp(`^${first} Veli`) });
const buttons = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('button')
    .map((b) => b.textContent);
const put = (requests: ReturnType<typeof stubApi>) => requests.find((r) => r.method === 'PUT');

describe('the owner’s card of a confirmed appointment', () => {
  it('offers İptal Et before the start, Geldi and Gelmedi after it, Gelmedi on a completed visit for 7 days', async () => {
    renderList();
    expect(buttons(await card('Ali'))).toEqual(['İptal Et: Ali Veli']);
    const can = await card('Can');
    expect(buttons(can)).toEqual(['Gelmedi: Can Veli', 'Geldi: Can Veli']);
    expect(can.textContent).toContain('Randevu saati geldi: müşteri geldi mi?');
    expect(buttons(await card('Efe'))).toEqual(['Gelmedi: Efe Veli']);
    expect(buttons(await card('Naz'))).toEqual([]);
  });

  it('cancels after the question with the reason as cancellation_reason, and says the customer was told', async () => {
    const requests = renderList({ [`PUT ${url}/1/status`]: () => ok({ ...rows[0], status: 'cancelled' }) });
    await u().click(within(await card('Ali')).getByRole('button', { name: /^İptal Et/ }));
    const dialog = await findOpenDialog('alertdialog', 'Onaylanmış randevuyu iptal etmek istiyor musunuz?');
    expect(dialog.textContent).toContain('Ali Veli için');
    expect(dialog.textContent).toContain('müşteriye bildirilecek ve saat yeniden müsait olacak.');
    await u().type(within(dialog).getByLabelText(/^İptal nedeni/), 'Uzmanımız rahatsızlandı');
    await u().click(within(dialog).getByRole('button', { name: 'İptal Et' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Randevu iptal edildi; müşteriye bildirildi.']));
    expect(put(requests)?.body).toEqual({ status: 'cancelled', cancellation_reason: 'Uzmanımız rahatsızlandı' });
  });

  it('a refused cancellation_reason stays in the dialog under the field', async () => {
    renderList({
      [`PUT ${url}/1/status`]: () => ({
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_ERROR',
          message: t.cancellationReasonTooLong,
          errors: { cancellation_reason: t.cancellationReasonTooLong },
        },
      }),
    });
    await u().click(within(await card('Ali')).getByRole('button', { name: /^İptal Et/ }));
    const dialog = await findOpenDialog('alertdialog');
    await u().type(within(dialog).getByLabelText(/^İptal nedeni/), 'Neden');
    await u().click(within(dialog).getByRole('button', { name: 'İptal Et' }));
    expect(await within(dialog).findByText('İptal nedeni en fazla 500 karakter olabilir.')).toBeTruthy();
  });

  it('Geldi marks the visit completed at once', async () => {
    const requests = renderList({ [`PUT ${url}/2/status`]: () => ok({ ...rows[1], status: 'completed' }) });
    await u().click(within(await card('Can')).getByRole('button', { name: /^Geldi/ }));
    await waitFor(() => expect(toastTexts()).toEqual(['Randevu "Geldi" olarak işaretlendi.']));
    expect(put(requests)?.body).toEqual({ status: 'completed' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Gelmedi asks first (it cannot be undone), then marks the visit no_show', async () => {
    const requests = renderList({ [`PUT ${url}/3/status`]: () => ok({ ...rows[2], status: 'no_show' }) });
    await u().click(within(await card('Efe')).getByRole('button', { name: /^Gelmedi/ }));
    const dialog = await findOpenDialog('alertdialog', 'Müşteri gelmedi olarak işaretlensin mi?');
    expect(dialog.textContent).toContain('"Gelmedi" olarak işaretlenecek. Bu işlem geri alınamaz.');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await u().click(within(dialog).getByRole('button', { name: 'Gelmedi' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Randevu "Gelmedi" olarak işaretlendi.']));
    expect(put(requests)?.body).toEqual({ status: 'no_show' });
  });

  it("a refusal (409) toasts the server's Turkish text", async () => {
    renderList({
      [`PUT ${url}/3/status`]: () => ({
        status: 409,
        body: { success: false, code: 'CORRECTION_CLOSED', message: t.noShowCorrectionClosed },
      }),
    });
    await u().click(within(await card('Efe')).getByRole('button', { name: /^Gelmedi/ }));
    await u().click(within(await findOpenDialog('alertdialog')).getByRole('button', { name: 'Gelmedi' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Randevu başlangıcının üzerinden 7 günden fazla geçtiği için "Gelmedi" olarak işaretlenemez.',
      ]),
    );
  });

  it("a reviewed visit's refusal (409 ALREADY_REVIEWED) toasts its Turkish text", async () => {
    renderList({
      [`PUT ${url}/3/status`]: () => ({
        status: 409,
        body: { success: false, code: 'ALREADY_REVIEWED', message: t.noShowCorrectionReviewed },
      }),
    });
    await u().click(within(await card('Efe')).getByRole('button', { name: /^Gelmedi/ }));
    await u().click(within(await findOpenDialog('alertdialog')).getByRole('button', { name: 'Gelmedi' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Müşteri bu randevuyu değerlendirdiği için durum artık değiştirilemez.']));
  });
});
