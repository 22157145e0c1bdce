import type { Entry, Side } from './authorization-matrix';

/**
 * The authorization-matrix entries of the manage links (decision 054): side 0's owner revoking the customer's links of
 * side 1's appointment. The customer's own revoke (`POST /api/manage/:token/revoke`) is public: the token is the key.
 */
export function manageLinkEntries(t: Side): Record<string, Entry> {
  return {
    'POST /api/owner/appointments/:id/manage-link/revoke': {
      role: 'owner',
      request: () => ({ url: `/api/owner/appointments/${t.appointment.id}/manage-link/revoke` }),
    },
  };
}
