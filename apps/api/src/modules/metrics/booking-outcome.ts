/** The routes that create a booking, by channel (the spec's guest path and its /api twin, the user's, the front desk). */
const BOOKING_ROUTES: Record<string, 'guest' | 'user' | 'front_desk'> = {
  '/api/appointments/public': 'guest',
  '/appointments/public': 'guest',
  '/api/user/appointments': 'user',
  '/user/appointments': 'user',
  '/api/owner/venues/:id/appointments': 'front_desk',
};

export function bookingChannel(method: string, route: string | undefined) {
  return method === 'POST' && route ? BOOKING_ROUTES[route] : undefined;
}

/**
 * created (201); slot_taken (409 SLOT_TAKEN: someone else was faster); refused (any other 4xx: a rule, the hours, a
 * limit, bad input; its code says which); failed (5xx). The code is read from the error envelope, capped.
 */
export function bookingOutcome(status: number, payload: unknown): { outcome: string; code: string } {
  if (status < 300) return { outcome: 'created', code: '' };
  let code = '';
  if (typeof payload === 'string' && payload.length < 4096) {
    const found = /"code":"([A-Z_]{1,40})"/.exec(payload)?.[1];
    if (found) code = found;
  }
  if (status >= 500) return { outcome: 'failed', code };
  return { outcome: code === 'SLOT_TAKEN' ? 'slot_taken' : 'refused', code };
}
