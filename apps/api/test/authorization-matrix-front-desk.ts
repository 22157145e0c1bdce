import type { Entry, Side } from './authorization-matrix';
import { SAC_KESIMI } from './factories';

/** A day `days` ahead ('YYYY-MM-DD', UTC: the calls below are refused before any rule reads it). */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The authorization-matrix entries of the front desk: side 0 booking into and moving side 1's (`t`) ids. */
export function frontDeskEntries(t: Side): Record<string, Entry> {
  return {
    'POST /api/owner/venues/:id/appointments': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/appointments`,
        body: {
          json: {
            expert_id: t.expert.id,
            service_id: SAC_KESIMI,
            sub_service_id: t.subService.id,
            appointment_date: dayAhead(5),
            appointment_time: '10:00',
            first_name: 'Kemal',
            last_name: 'Öztürk',
            phone: '5327654321',
          },
        },
      }),
    },
    'PUT /api/owner/appointments/:id': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/appointments/${t.appointment.id}`,
        body: { json: { expert_id: t.expert.id, appointment_date: dayAhead(5), appointment_time: '11:00' } },
      }),
    },
    // "Geri al" of the owner's "Geldi" / "Gelmedi" (decision 077): no body.
    'POST /api/owner/appointments/:id/status/undo': {
      role: 'owner',
      request: () => ({ url: `/api/owner/appointments/${t.appointment.id}/status/undo` }),
    },
  };
}
