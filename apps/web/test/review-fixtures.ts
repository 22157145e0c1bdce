import type { OwnerReview, PublicReview } from '@randevu/contracts';

/** One review as the owner's list answers it (GET /api/owner/venues/{id}/reviews). */
export const ownerReview = (id: number, author: string, over: Partial<OwnerReview> = {}): OwnerReview => ({
  id,
  appointment_id: 100 + id,
  author,
  created_at: '2026-11-20T09:00:00.000Z',
  service_name: 'Saç Kesimi',
  front_desk: false,
  rating: 4,
  comment: 'Çok memnun kaldım.',
  reply: null,
  hidden: false,
  reported: false,
  ...over,
});

/** The list's `{ success, data, meta }` body. */
export const ownerReviewsBody = (
  data: OwnerReview[],
  meta: { rating_average?: number | null; rating_count?: number; total?: number } = {},
) => ({
  success: true,
  data,
  meta: {
    total: meta.total ?? data.length,
    page: 1,
    limit: 20,
    rating_average: meta.rating_average === undefined ? 4.5 : meta.rating_average,
    rating_count: meta.rating_count ?? data.length,
  },
});

/** One review as the venue page's list answers it (GET /api/venues/{id}/reviews). */
export const publicReview = (id: number, over: Partial<PublicReview> = {}): PublicReview => ({
  id,
  author: 'Mehmet K.',
  created_at: '2026-11-20T09:00:00.000Z',
  service_name: 'Saç Kesimi',
  front_desk: false,
  rating: 4,
  comment: 'Çok memnun kaldım.',
  reply: null,
  ...over,
});
