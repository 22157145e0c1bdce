import type { Entry, Side } from './authorization-matrix';

/**
 * The authorization-matrix entries of the front desk's corrections and merges (decision 092): side 0 acting on side 1's
 * (`t`) customer card. Side 1's card as the body's `other_id` of a merge into side 0's own card is a 404 with nothing
 * changed too, but an invalid body there is 400 (the path is side 0's own): customer-merge.routes.test.ts checks it.
 */
export function customerEditsEntries(mine: Side, t: Side): Record<string, Entry> {
  return {
    'PUT /api/owner/venues/:id/customers/:customerId': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/customers/${t.appointment.customerId!}`,
        body: { json: { first_name: 'Yeni', last_name: 'Ad', phone: '0532 765 43 21', email: 'yeni@example.com' } },
      }),
      // Side 1's card in side 0's venue.
      variants: () => [
        {
          url: `/api/owner/venues/${mine.venue.id}/customers/${t.appointment.customerId!}`,
          body: { json: { first_name: 'Yeni', last_name: 'Ad', phone: null, email: null } },
        },
      ],
    },
    'POST /api/owner/venues/:id/customers/:customerId/merge': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/customers/${t.appointment.customerId!}/merge`,
        body: { json: { other_id: mine.appointment.customerId! } },
      }),
    },
  };
}
