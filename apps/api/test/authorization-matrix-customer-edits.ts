import type { Entry, Side } from './authorization-matrix';

/**
 * The authorization-matrix entries of the front desk's corrections and merges (decision 092): side 0 acting on side 1's
 * (`t`) customer card, and merging side 1's card into its own and its own into side 1's.
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
      // Side 1's card merged into side 0's own: the body's card is checked too.
      variants: () => [
        {
          url: `/api/owner/venues/${mine.venue.id}/customers/${mine.appointment.customerId!}/merge`,
          body: { json: { other_id: t.appointment.customerId! } },
        },
      ],
    },
  };
}
