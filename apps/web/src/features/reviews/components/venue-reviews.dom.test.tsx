import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type PublicReview } from '@randevu/contracts';
import { fill } from '@/lib/format';
import { stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { publicReview } from '../../../../test/review-fixtures';
import { VenueReviews } from './venue-reviews';

const t = messages.venueReviews;
const u = () => userEvent.setup({ delay: null });

const review = publicReview;
const page = (data: PublicReview[], { total = data.length, page = 1 } = {}): StubAnswer => ({
  body: { success: true, data, meta: { total, page, limit: 10, rating_average: 4.6, rating_count: total } },
});

function renderReviews(answer: (q: URLSearchParams) => StubAnswer, { average = 4.6 as number | null, count = 12 } = {}) {
  const requests = stubApi({ 'GET /api/venues/7/reviews': (r) => answer(r.query) });
  renderWithApp(<VenueReviews venueId={7} ratingAverage={average} ratingCount={count} />);
  return requests;
}
const articles = () => screen.queryAllByRole('article');

describe('the venue page\'s "Değerlendirmeler"', () => {
  it('shows the average, the count, the disclosure and each review with its stars, service, date and reply', async () => {
    const requests = renderReviews(() =>
      page([
        review(1, { reply: { text: 'Teşekkür ederiz!', replied_at: '2026-11-21T10:00:00.000Z' } }),
        review(2, { author: 'Ayşe Y.', rating: 5, comment: null, service_name: 'Fön' }),
      ]),
    );
    expect(screen.getByRole('heading', { name: t.sectionTitle })).toBeTruthy();
    expect(screen.getByText('4,6')).toBeTruthy();
    expect(screen.getByText('(12 değerlendirme)')).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 üzerinden 4,6 puan' })).toBeTruthy();
    expect(screen.getByText('Yorumlar yalnızca bu işletmeden hizmet almış müşterilerimizden gelir')).toBeTruthy();
    await waitFor(() => expect(articles()).toHaveLength(2));
    const first = within(articles()[0]!);
    expect(first.getByRole('heading', { name: 'Mehmet K.' })).toBeTruthy();
    expect(first.getByRole('img', { name: '5 üzerinden 4 puan' })).toBeTruthy();
    expect(first.getByText('20 Kasım 2026')).toBeTruthy();
    expect(first.getByText('Saç Kesimi')).toBeTruthy();
    expect(first.getByText('Çok memnun kaldım.')).toBeTruthy();
    expect(first.getByText('İşletmenin yanıtı')).toBeTruthy();
    expect(first.getByText('Teşekkür ederiz!')).toBeTruthy();
    const second = within(articles()[1]!);
    expect(second.getByRole('img', { name: '5 üzerinden 5 puan' })).toBeTruthy();
    expect(second.queryByText('İşletmenin yanıtı')).toBeNull();
    expect(requests[0]!.query.get('sort')).toBe('newest');
    expect(requests[0]!.query.get('page')).toBe('1');
  });

  it("marks a front-desk visit's review and shows a health venue's without a service (decision 053)", async () => {
    renderReviews(() =>
      page([review(1, { front_desk: true }), review(2, { author: 'M. K.', service_name: null, comment: 'İyi.' })]),
    );
    await waitFor(() => expect(articles()).toHaveLength(2));
    const first = within(articles()[0]!);
    expect(first.getByText('İşletme tarafından eklenen randevu').getAttribute('title')).toBe('Bu değerlendirme puana katılmaz.');
    const second = within(articles()[1]!);
    expect(second.getByRole('heading', { name: 'M. K.' })).toBeTruthy();
    expect(second.queryByText('Saç Kesimi')).toBeNull();
    expect(second.queryByText('İşletme tarafından eklenen randevu')).toBeNull();
  });

  it('without reviews: "Henüz değerlendirme yok." and the disclosure, and no request', () => {
    const requests = renderReviews(() => page([]), { average: null, count: 0 });
    expect(screen.getByText('Henüz değerlendirme yok.')).toBeTruthy();
    expect(screen.getByText(t.disclosure)).toBeTruthy();
    expect(screen.queryByLabelText(t.sortLabel)).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('"En yüksek puan" asks again with sort=highest and shows that order', async () => {
    const requests = renderReviews((q) =>
      page(q.get('sort') === 'highest' ? [review(3, { author: 'Zeynep A.', rating: 5 })] : [review(1)]),
    );
    await waitFor(() => expect(articles()).toHaveLength(1));
    await u().selectOptions(screen.getByLabelText(t.sortLabel), t.sortHighest);
    await screen.findByRole('heading', { name: 'Zeynep A.' });
    expect(requests.map((r) => r.query.get('sort'))).toEqual(['newest', 'highest']);
  });

  it('"Daha fazla göster" loads the next page under the first', async () => {
    const requests = renderReviews((q) =>
      q.get('page') === '2'
        ? page([review(11, { author: 'Can D.' })], { total: 11, page: 2 })
        : page(
            Array.from({ length: 10 }, (_, i) => review(i + 1)),
            { total: 11 },
          ),
    );
    await waitFor(() => expect(articles()).toHaveLength(10));
    await u().click(screen.getByRole('button', { name: t.loadMore }));
    await waitFor(() => expect(articles()).toHaveLength(11));
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
    expect(requests.map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('a failed load says "Değerlendirmeler yüklenemedi." and "Tekrar dene" retries', async () => {
    let fail = true;
    renderReviews(() => (fail ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'x' } } : page([review(1)])));
    expect((await screen.findByRole('alert')).textContent).toContain('Değerlendirmeler yüklenemedi.');
    fail = false;
    await u().click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(articles()).toHaveLength(1));
    expect(screen.getByText(fill(t.count, { count: 12 }))).toBeTruthy();
  });
});
