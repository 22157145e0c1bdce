import { MAX_GALLERY_IMAGES, VENUE_IMAGE_TYPES } from '@randevu/contracts';

/**
 * What the route schemas cannot say, for the document only (Fastify never validates or serialises with
 * these): the multipart bodies (read part by part by modules/media/upload.ts, so the routes declare no
 * body schema) and the answers that are not JSON. Keyed like summaries.ts.
 */
interface Documented {
  body?: Record<string, unknown>;
  responses?: Record<number, { description: string; content: Record<string, { schema: Record<string, unknown> }> }>;
}

const imageFile = {
  type: 'string',
  format: 'binary',
  contentMediaType: 'application/octet-stream',
  description: 'JPEG, PNG or WebP, at most 10 MB; the bytes decide the type, not the name or the part header.',
};

const text = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string' } } },
});
const calendarFile = { 200: text('text/calendar', 'The appointment as an RFC 5545 calendar file (one VEVENT).') };
const unsubscribePage = {
  200: text('text/html', 'A Turkish HTML page saying what was done.'),
  404: text('text/html', 'A Turkish HTML page: the link is unknown.'),
};

export const documentedMedia: Record<string, Documented> = {
  'POST /api/owner/venues/{id}/images': {
    body: {
      type: 'object',
      required: ['image'],
      properties: {
        image: imageFile,
        image_type: {
          type: 'string',
          enum: [...VENUE_IMAGE_TYPES],
          default: 'gallery',
          description: `At most ${MAX_GALLERY_IMAGES} gallery images per venue (409 beyond).`,
        },
        alt_text: { type: 'string', maxLength: 200 },
        sort_order: { type: 'integer', minimum: 0, maximum: 10_000, default: 1 },
      },
    },
  },
  'POST /api/owner/experts/{id}/photo': {
    body: { type: 'object', required: ['photo'], properties: { photo: imageFile } },
  },
  'GET /api/user/appointments/{id}/calendar.ics': { responses: calendarFile },
  'GET /api/manage/{token}/calendar.ics': { responses: calendarFile },
  'GET /api/owner/venues/{id}/reports.csv': {
    responses: {
      200: text(
        'text/csv',
        'UTF-8 with a byte order mark, `;` between fields, decimal commas, CRLF line ends (Excel in Turkish).',
      ),
    },
  },
  'GET /api/u/{token}': { responses: unsubscribePage },
  'POST /api/u/{token}': { responses: unsubscribePage },
};
