import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { ownerReview, ownerReviewsBody } from '../../../../test/review-fixtures';
import { OwnerReviewList } from './owner-review-list';

const t = messages.ownerReviews;
const url = 'GET /api/owner/venues/4/reviews';
const u = () => userEvent.setup({ delay: null });
const refused = (status: number, message: string, errors?: Record<string, string>): StubAnswer => ({
  status,
  body: { success: false, code: 'REFUSED', message, ...(errors ? { errors } : {}) },
});

const reviews = [
  ownerReview(1, 'Mehmet K.', { rating: 5, comment: 'Harika bir kesim oldu.' }),
  ownerReview(2, 'Ayşe Y.', {
    rating: 2,
    comment: null,
    reply: { text: 'Geri bildiriminiz için teşekkürler.', replied_at: '2026-11-21T10:00:00.000Z' },
    reported: true,
  }),
  ownerReview(3, 'Can D.', { rating: 1, comment: 'Kaba davrandılar.', hidden: true }),
];

function renderList(handlers: Parameters<typeof stubApi>[0] = {}) {
  const requests = stubApi({ [url]: () => ({ body: ownerReviewsBody(reviews, { rating_average: 2.7 }) }), ...handlers });
  renderWithApp(<OwnerReviewList venueId={4} />, { route: '/dashboard/owner/venue-reviews/4' });
  return requests;
}
const card = (author: string) => screen.findByRole('article', { name: new RegExp(`^${author}`) });

describe("the owner's reviews list", () => {
  it("marks a front-desk visit's review and leaves out a health venue's service (decision 053)", async () => {
    stubApi({
      [url]: () => ({
        body: ownerReviewsBody([
          ownerReview(7, 'Deniz A.', { front_desk: true }),
          ownerReview(8, 'M. K.', { service_name: null }),
        ]),
      }),
    });
    renderWithApp(<OwnerReviewList venueId={4} />, { route: '/dashboard/owner/venue-reviews/4' });
    expect(within(await card('Deniz A.')).getByText('İşletme tarafından eklenen randevu')).toBeTruthy();
    const initials = await card('M. K.');
    expect(within(initials).queryByText('Saç Kesimi')).toBeNull();
    expect(within(initials).queryByText('İşletme tarafından eklenen randevu')).toBeNull();
  });

  it('shows the rating, the rule line and each review with author, date, service, stars, comment, reply and marks', async () => {
    const requests = renderList();
    const mehmet = await card('Mehmet K.');
    const summary = screen.getByRole('region', { name: t.page.summaryLabel });
    expect(summary.textContent).toContain('2,7 / 5');
    expect(summary.textContent).toContain('3 değerlendirme');
    expect(screen.getByText(t.page.rules)).toBeTruthy();
    expect('Değerlendirmeleri silemez veya gizleyemezsiniz; kurallara aykırı bir değerlendirmeyi bildirebilirsiniz.').toBe(
      t.page.rules,
    );

    expect(within(mehmet).getByRole('heading', { level: 3 }).textContent).toBe('Mehmet K. · 20 Kasım 2026');
    expect(within(mehmet).getByText('Saç Kesimi')).toBeTruthy();
    expect(within(mehmet).getByRole('img', { name: '5 üzerinden 5 yıldız' })).toBeTruthy();
    expect(within(mehmet).getByText('Harika bir kesim oldu.')).toBeTruthy();
    expect(within(mehmet).queryByText('Gizlendi')).toBeNull();
    expect(within(mehmet).queryByText('Bildirildi')).toBeNull();
    expect(
      within(mehmet)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-label')]),
    ).toEqual([
      ['Yanıtla', 'Yanıtla: Mehmet K.'],
      ['Bildir', 'Bildir: Mehmet K.'],
    ]);

    const ayse = await card('Ayşe Y.');
    expect(within(ayse).getByRole('img', { name: '5 üzerinden 2 yıldız' })).toBeTruthy();
    expect(within(ayse).getByText(t.review.noComment)).toBeTruthy();
    expect(within(ayse).getByText('Geri bildiriminiz için teşekkürler.')).toBeTruthy();
    expect(within(ayse).getByText('Bildirildi')).toBeTruthy();
    // Reported once: the reply can be edited, the report is not offered again.
    expect(
      within(ayse)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Yanıtı Düzenle']);

    const can = await card('Can D.');
    expect(within(can).getByText('Gizlendi')).toBeTruthy();
    expect(within(can).getByText(t.review.hiddenHint)).toBeTruthy();
    // Nothing on the page hides or deletes a review.
    expect(screen.queryByRole('button', { name: /Sil|Gizle/ })).toBeNull();
    expect(requests[0]!.query.get('page')).toBe('1');
  });

  it("says 'Henüz değerlendirme yok.' and 'Henüz puan yok' for a venue without reviews", async () => {
    renderList({ [url]: () => ({ body: ownerReviewsBody([], { rating_average: null, rating_count: 0 }) }) });
    expect(await screen.findByText('Henüz değerlendirme yok.')).toBeTruthy();
    expect(screen.getByText(t.page.noRating)).toBeTruthy();
    expect(screen.getByText('0 değerlendirme')).toBeTruthy();
    expect(screen.queryByRole('list', { name: t.page.listLabel })).toBeNull();
  });

  it('shows a failed load with a retry that loads the list', async () => {
    let calls = 0;
    renderList({
      [url]: () => (++calls === 1 ? refused(500, 'x') : { body: ownerReviewsBody(reviews) }),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(t.page.loadFailed);
    await u().click(screen.getByRole('button', { name: t.page.retry }));
    expect(await card('Mehmet K.')).toBeTruthy();
  });

  it("publishes a reply: sends { reply }, shows it under the review and says 'Yanıtınız yayınlandı.'", async () => {
    const requests = renderList({
      'PUT /api/owner/reviews/1/reply': ({ body }) =>
        ok({ ...reviews[0], reply: { text: (body as { reply: string }).reply.trim(), replied_at: '2026-11-22T08:00:00.000Z' } }),
    });
    await u().click(within(await card('Mehmet K.')).getByRole('button', { name: 'Yanıtla: Mehmet K.' }));
    const box = screen.getByRole('textbox', { name: t.reply.label });
    expect(box.getAttribute('maxlength')).toBe('1000');
    await u().type(box, 'Teşekkür ederiz, yine bekleriz!');
    expect(screen.getByText('31/1000')).toBeTruthy();
    await u().click(screen.getByRole('button', { name: t.reply.submit }));
    await waitFor(() => expect(toastTexts()).toContain('Yanıtınız yayınlandı.'));
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ reply: 'Teşekkür ederiz, yine bekleriz!' });
    const mehmet = await card('Mehmet K.');
    expect(within(mehmet).getByText('Teşekkür ederiz, yine bekleriz!')).toBeTruthy();
    expect(within(mehmet).queryByRole('textbox')).toBeNull();
    expect(within(mehmet).getByRole('button', { name: 'Yanıtı Düzenle: Mehmet K.' })).toBeTruthy();
  });

  it('edits the reply from its current text, and refuses a blank one without calling the server', async () => {
    const requests = renderList();
    await u().click(within(await card('Ayşe Y.')).getByRole('button', { name: 'Yanıtı Düzenle: Ayşe Y.' }));
    const box = screen.getByRole('textbox', { name: t.reply.label });
    expect((box as HTMLTextAreaElement).value).toBe('Geri bildiriminiz için teşekkürler.');
    await u().clear(box);
    await u().click(screen.getByRole('button', { name: t.reply.submit }));
    expect(await screen.findByText(messages.reviews.replyRequired)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await u().click(screen.getByRole('button', { name: t.reply.cancel }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("shows the server's refusal in the form: a field error on the reply, any other refusal above the buttons", async () => {
    let answer = refused(400, messages.common.validation, { reply: messages.reviews.replyHasContact });
    renderList({ 'PUT /api/owner/reviews/1/reply': () => answer });
    await u().click(within(await card('Mehmet K.')).getByRole('button', { name: 'Yanıtla: Mehmet K.' }));
    await u().type(screen.getByRole('textbox', { name: t.reply.label }), 'Bizi arayın');
    await u().click(screen.getByRole('button', { name: t.reply.submit }));
    expect(await screen.findByText(messages.reviews.replyHasContact)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: t.reply.label }).getAttribute('aria-invalid')).toBe('true');

    answer = refused(404, messages.reviews.notFound);
    await u().click(screen.getByRole('button', { name: t.reply.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.reviews.notFound);
    expect(toastTexts()).not.toContain(t.reply.published);
  });

  it("reports a review: asks for the reason, sends { reason }, then shows 'Bildirildi' and no 'Bildir'", async () => {
    const requests = renderList({
      'POST /api/owner/reviews/1/report': () => ({
        status: 201,
        body: { success: true, data: { ...reviews[0], reported: true } },
      }),
    });
    await u().click(within(await card('Mehmet K.')).getByRole('button', { name: 'Bildir: Mehmet K.' }));
    const dialog = await findOpenDialog('alertdialog', t.report.title);
    expect(dialog.textContent).toContain(t.report.text);
    // Without a reason nothing is sent.
    await u().click(within(dialog).getByRole('button', { name: t.report.submit }));
    expect(await within(dialog).findByText(messages.reviews.reportReasonRequired)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await u().type(within(dialog).getByRole('textbox', { name: t.report.reasonLabel }), '  Bizde hizmet almadı.  ');
    await u().click(within(dialog).getByRole('button', { name: t.report.submit }));
    await waitFor(() => expect(toastTexts()).toContain('Değerlendirme bildirildi; incelenecek.'));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ reason: 'Bizde hizmet almadı.' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const mehmet = await card('Mehmet K.');
    expect(within(mehmet).getByText('Bildirildi')).toBeTruthy();
    expect(within(mehmet).queryByRole('button', { name: /^Bildir/ })).toBeNull();
  });

  it("keeps the report dialog open with the server's Turkish refusal", async () => {
    renderList({ 'POST /api/owner/reviews/1/report': () => refused(404, messages.reviews.notFound) });
    await u().click(within(await card('Mehmet K.')).getByRole('button', { name: 'Bildir: Mehmet K.' }));
    const dialog = await findOpenDialog('alertdialog');
    await u().type(within(dialog).getByRole('textbox', { name: t.report.reasonLabel }), 'Hakaret içeriyor.');
    await u().click(within(dialog).getByRole('button', { name: t.report.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(messages.reviews.notFound);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
