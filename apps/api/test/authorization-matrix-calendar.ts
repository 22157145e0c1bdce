import type { Entry, Side } from './authorization-matrix';

/** A day `days` ahead ('YYYY-MM-DD', UTC). */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The authorization-matrix entries of the owner's calendar reports and customers: side 0 acting on side 1's (`t`) ids. */
export function ownerCalendarEntries(t: Side): Record<string, Entry> {
  return {
    'GET /api/owner/venues/:id/calendar': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/calendar?from=${dayAhead(0)}&to=${dayAhead(6)}` }),
    },
    'GET /api/owner/venues/:id/customers': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/customers?phone=532` }),
      // The customers' list (no query, a search, a page).
      variants: () => [
        { url: `/api/owner/venues/${t.venue.id}/customers` },
        { url: `/api/owner/venues/${t.venue.id}/customers?q=Mehmet&page=1` },
      ],
    },
    // A customer's card and the owner's private note; the customer's id is one of their appointments.
    'GET /api/owner/venues/:id/customers/:customerId': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/customers/${t.appointment.id}` }),
    },
    'PUT /api/owner/venues/:id/customers/:customerId/note': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/customers/${t.appointment.id}/note`,
        body: { json: { note: 'Kısa kesim sever' } },
      }),
    },
    // The go-live checklist and "Yayına al" (decision 074).
    'GET /api/owner/venues/:id/go-live': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/go-live` }),
    },
    'PUT /api/owner/venues/:id/publication': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/publication`, body: { json: { is_published: false } } }),
    },
    // The venue's reports.
    'GET /api/owner/venues/:id/reports': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/reports?from=${dayAhead(-30)}&to=${dayAhead(0)}` }),
    },
    'GET /api/owner/venues/:id/reports.csv': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/reports.csv?from=${dayAhead(-30)}&to=${dayAhead(0)}` }),
    },
  };
}
