/** A successful answer's body, `{ success: true, data }` (the spec's envelope), for a route to return. */
export const success = <T>(data: T) => ({ success: true as const, data });
