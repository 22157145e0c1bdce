import type { Entry, Side } from './authorization-matrix';

/** A day `days` ahead ('YYYY-MM-DD', UTC: the calls below are refused before any rule reads it). */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The authorization-matrix entries of the availability rules: side 0 acting on side 1's (`t`) ids. */
export function availabilityRulesEntries(t: Side): Record<string, Entry> {
  return {
    'GET /api/owner/experts/:id/time-off': {
      role: 'owner',
      request: () => ({ url: `/api/owner/experts/${t.expert.id}/time-off` }),
    },
    'POST /api/owner/experts/:id/time-off': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/experts/${t.expert.id}/time-off`,
        body: { json: { starts_at: `${dayAhead(3)}T09:00`, ends_at: `${dayAhead(3)}T18:00`, reason: 'İzin' } },
      }),
    },
    'DELETE /api/owner/experts/:id/time-off/:timeOffId': {
      role: 'owner',
      request: () => ({ url: `/api/owner/experts/${t.expert.id}/time-off/${t.timeOff.id}` }),
    },
    'GET /api/owner/venues/:id/closures': { role: 'owner', request: () => ({ url: `/api/owner/venues/${t.venue.id}/closures` }) },
    'POST /api/owner/venues/:id/closures': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/closures`,
        body: { json: { start_date: dayAhead(3), end_date: dayAhead(4), reason: 'Tadilat' } },
      }),
    },
    'DELETE /api/owner/venues/:id/closures/:closureId': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/closures/${t.closure.id}` }),
    },
    'GET /api/owner/venues/:id/holidays': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/holidays?year=${dayAhead(0).slice(0, 4)}` }),
    },
    'PUT /api/owner/venues/:id/holidays/:date': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/holidays/${dayAhead(0).slice(0, 4)}-10-29`,
        body: { json: { open: true } },
      }),
    },
    'PUT /api/owner/venues/:id/holidays': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/holidays`,
        body: { json: { holidays_open: true, eves_open: true } },
      }),
    },
    // The salon-wide break (decision 078): another owner's venue, and one of its experts named in the body.
    'PUT /api/owner/venues/:id/breaks': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/breaks`,
        body: { json: { start: '12:30', end: '13:30', expert_ids: [t.expert.id], weekdays: ['monday'] } },
      }),
    },
    // Hours for one date (decision 100).
    'PUT /api/owner/experts/:id/days/:date': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/experts/${t.expert.id}/days/${dayAhead(3)}`,
        body: { json: { start: '10:00', end: '16:00', breaks: [] } },
      }),
    },
    'DELETE /api/owner/experts/:id/days/:date': {
      role: 'owner',
      request: () => ({ url: `/api/owner/experts/${t.expert.id}/days/${dayAhead(3)}` }),
    },
    'PUT /api/owner/venues/:id/days/:date': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/days/${dayAhead(3)}`,
        body: { json: { start: '10:00', end: '16:00' } },
      }),
    },
    'DELETE /api/owner/venues/:id/days/:date': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/days/${dayAhead(3)}` }),
    },
    'GET /api/owner/venues/:id/booking-rules': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/booking-rules` }),
    },
    'PUT /api/owner/venues/:id/booking-rules': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/booking-rules`, body: { json: { horizon_days: 30 } } }),
    },
  };
}
