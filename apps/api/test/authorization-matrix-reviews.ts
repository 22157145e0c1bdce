import type { Entry, Side } from './authorization-matrix';

/**
 * The authorization-matrix entries of reviews (decision 039): side 0 reviewing side 1's appointment, and
 * reading, replying to and reporting side 1's venue's review. The review routes of the manage link are public (the
 * token is the key).
 */
export function reviewsEntries(t: Side): Record<string, Entry> {
  return {
    'POST /api/user/appointments/:id/review': {
      role: 'user',
      request: () => ({ url: `/api/user/appointments/${t.review.appointmentId}/review`, body: { json: { rating: 5 } } }),
    },
    'PUT /api/user/appointments/:id/review': {
      role: 'user',
      request: () => ({
        url: `/api/user/appointments/${t.review.appointmentId}/review`,
        body: { json: { rating: 1, comment: 'Değiştirdim' } },
      }),
    },
    'GET /api/owner/venues/:id/reviews': { role: 'owner', request: () => ({ url: `/api/owner/venues/${t.venue.id}/reviews` }) },
    'PUT /api/owner/reviews/:id/reply': {
      role: 'owner',
      request: () => ({ url: `/api/owner/reviews/${t.review.id}/reply`, body: { json: { reply: 'Teşekkürler' } } }),
    },
    'POST /api/owner/reviews/:id/report': {
      role: 'owner',
      request: () => ({ url: `/api/owner/reviews/${t.review.id}/report`, body: { json: { reason: 'Hakaret içeriyor' } } }),
    },
  };
}
