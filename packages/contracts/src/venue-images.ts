/** Venue images: GET/POST/DELETE /api/owner/venues/{id}/images (spec sections 3 and 7). */
export {};
