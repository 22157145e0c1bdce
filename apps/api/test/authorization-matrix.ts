import { EDIRNE, SAC_BOYAMA, SAC_KESIMI, type createTwoSidedFixture } from './factories';
import { availabilityRulesEntries } from './authorization-matrix-rules';
import { ownerCalendarEntries } from './authorization-matrix-calendar';
import { frontDeskEntries } from './authorization-matrix-front-desk';
import { reviewsEntries } from './authorization-matrix-reviews';
import { manageLinkEntries } from './authorization-matrix-manage';
import { customerEditsEntries } from './authorization-matrix-customer-edits';
import { customerImportEntries } from './authorization-matrix-customer-import';

/**
 * The entries of the authorization matrix (src/security/authorization-matrix.test.ts): for every guarded
 * route, the call side 0 makes with side 1's ids, and for lists what side 0 must and must not see.
 */
export type Side = Awaited<ReturnType<typeof createTwoSidedFixture>>[number];

export type Body = { json: unknown } | { file: string; fields?: Record<string, string> };

/**
 * One read of a list by side 0: the ids (or figures) `read` takes from the answer must include every one of
 * `own` and none of `theirs`, or equal `exactly` when given.
 */
export interface ListCheck {
  url: string;
  read: (answer: unknown) => number[];
  own?: number[];
  theirs?: number[];
  exactly?: number[];
}

export interface Entry {
  role: 'owner' | 'user' | 'any';
  /** The call made by side 0 with side 1's ids; lists (no id) are checked for side 1's rows instead. */
  request: () => { url: string; body?: Body };
  /** More calls of the same route (other body values), each checked like `request`. */
  variants?: () => { url: string; body?: Body }[];
  /** A list: side 0's reads of it show side 0's own rows and never side 1's. */
  list?: ListCheck[];
}

/** The rows' ids of a `{ data: [{ id }] }` answer (a missing array fails the check). */
export const rowIds = (answer: unknown): number[] => {
  const data = (answer as { data?: unknown }).data;
  if (!Array.isArray(data)) throw new Error(`no data array in ${JSON.stringify(answer)}`);
  return data.map((row: { id: number }) => row.id);
};
/** The pending count of the owner's summary answer. */
const pending = (answer: unknown): number[] => [(answer as { data: { pending: number } }).data.pending];

export const venueBody = () => ({
  name: 'Yeni Ad',
  description: 'Açıklama',
  address: 'Yeni adres 1',
  phone: '2842120000',
  email: 'yeni@example.com',
  city_id: EDIRNE.cityId,
  district_id: EDIRNE.districtId,
  neighborhood_id: EDIRNE.neighborhoodId,
  category_ids: [1],
  opening_time: '09:00',
  closing_time: '18:00',
  working_days: ['monday', 'tuesday'],
});
const expertBody = (t: Side) => ({
  venue_id: t.venue.id,
  name: 'Yeni Uzman',
  bio: 'Biyografi',
  phone: '5321234567',
  email: 'uzman@example.com',
  specialties: ['Kesim'],
  working_hours: { monday: ['09:00', '18:00'] },
});
const subServiceBody = (t: Side) => ({
  venue_id: t.venue.id,
  service_id: SAC_KESIMI,
  name: 'Yeni Alt Hizmet',
  description: 'Açıklama',
  price: 150,
  duration_minutes: 30,
});

/** Invalid for every JSON body of the guarded routes: blank, wrong types, unknown enum values. */
export const INVALID_BODY = {
  name: '',
  question: '',
  status: 'nope',
  email: 'x',
  price: 'x',
  position: 'x',
  ids: 'x',
  email_enabled: 'x',
};
/** The entries for side 0 (`mine`) acting on side 1's (`t`) ids. */
export function matrixEntries(mine: Side, t: Side): Record<string, Entry> {
  return {
    // Owner area (docs/product.md#permissions).
    'POST /api/owner/venues': { role: 'owner', request: () => ({ url: '/api/owner/venues', body: { json: venueBody() } }) },
    'GET /api/owner/my-venues': {
      role: 'owner',
      list: [{ url: '/api/owner/my-venues', read: rowIds, own: [mine.venue.id], theirs: [t.venue.id] }],
      request: () => ({ url: '/api/owner/my-venues' }),
    },
    'GET /api/owner/venues/:id': { role: 'owner', request: () => ({ url: `/api/owner/venues/${t.venue.id}` }) },
    'PUT /api/owner/venues/:id': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}`, body: { json: venueBody() } }),
    },
    'GET /api/owner/venues/:id/images': { role: 'owner', request: () => ({ url: `/api/owner/venues/${t.venue.id}/images` }) },
    'POST /api/owner/venues/:id/images': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/images`,
        body: { file: 'image', fields: { image_type: 'gallery', sort_order: '1' } },
      }),
    },
    'DELETE /api/owner/venues/:id/images/:imageId': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/images/${t.image.id}` }),
    },
    'GET /api/owner/venues/:venueId/faqs': { role: 'owner', request: () => ({ url: `/api/owner/venues/${t.venue.id}/faqs` }) },
    'POST /api/owner/venues/:venueId/faqs': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/faqs`,
        body: { json: { question: 'Soru?', answer: 'Cevap.', is_active: true } },
      }),
    },
    'PUT /api/owner/venues/:venueId/faqs/:faqId': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/faqs/${t.faq.id}`,
        body: { json: { question: 'Soru?', answer: 'Cevap.', is_active: false } },
      }),
    },
    'DELETE /api/owner/venues/:venueId/faqs/:faqId': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/faqs/${t.faq.id}` }),
    },
    'GET /api/owner/venues/:venueId/notification-settings': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/notification-settings` }),
    },
    'PUT /api/owner/venues/:venueId/notification-settings': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/venues/${t.venue.id}/notification-settings`,
        body: { json: { booking_requests: false, cancellations: false } },
      }),
    },
    'PUT /api/owner/venues/:venueId/faqs/order': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/faqs/order`, body: { json: { faq_ids: [t.faq.id] } } }),
    },
    // The other owner's venue as a filter answers no rows (and a pending count of 0), never theirs.
    'GET /api/owner/appointments': {
      role: 'owner',
      list: [
        { url: `/api/owner/appointments?venue_id=${t.venue.id}`, read: rowIds, exactly: [] },
        { url: '/api/owner/appointments', read: rowIds, own: [mine.appointment.id], theirs: [t.appointment.id] },
      ],
      request: () => ({ url: `/api/owner/appointments?venue_id=${t.venue.id}` }),
    },
    // Side 0 has one pending request (its fixture appointment); side 1's are never counted.
    'GET /api/owner/appointments/summary': {
      role: 'owner',
      list: [
        { url: `/api/owner/appointments/summary?venue_id=${t.venue.id}`, read: pending, exactly: [0] },
        { url: '/api/owner/appointments/summary', read: pending, exactly: [1] },
      ],
      request: () => ({ url: `/api/owner/appointments/summary?venue_id=${t.venue.id}` }),
    },
    'PUT /api/owner/appointments/:id/status': {
      role: 'owner',
      request: () => ({ url: `/api/owner/appointments/${t.appointment.id}/status`, body: { json: { status: 'confirmed' } } }),
      // The cancel of a confirmed appointment and the after-the-visit marks.
      variants: () =>
        [
          { status: 'cancelled', cancellation_reason: 'Uzmanımız hastalandı' },
          { status: 'cancelled', reason: 'Kapalıyız' },
          { status: 'completed' },
          { status: 'no_show' },
        ].map((json) => ({ url: `/api/owner/appointments/${t.appointment.id}/status`, body: { json } })),
    },
    'GET /api/owner/experts': {
      role: 'owner',
      list: [
        { url: '/api/owner/experts', read: rowIds, own: [mine.expert.id], theirs: [t.expert.id] },
        { url: `/api/owner/experts?venue_id=${t.venue.id}`, read: rowIds, exactly: [] },
      ],
      request: () => ({ url: '/api/owner/experts' }),
    },
    'POST /api/owner/experts': { role: 'owner', request: () => ({ url: '/api/owner/experts', body: { json: expertBody(t) } }) },
    'GET /api/owner/experts/:id': { role: 'owner', request: () => ({ url: `/api/owner/experts/${t.expert.id}` }) },
    'PUT /api/owner/experts/:id': {
      role: 'owner',
      request: () => ({ url: `/api/owner/experts/${t.expert.id}`, body: { json: expertBody(t) } }),
    },
    'DELETE /api/owner/experts/:id': { role: 'owner', request: () => ({ url: `/api/owner/experts/${t.expert.id}` }) },
    'POST /api/owner/experts/:id/photo': {
      role: 'owner',
      request: () => ({ url: `/api/owner/experts/${t.expert.id}/photo`, body: { file: 'photo' } }),
    },
    'POST /api/owner/experts/:id/services': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/experts/${t.expert.id}/services`,
        body: { json: { service_id: SAC_BOYAMA, custom_price: 150, custom_duration_minutes: 60, description: 'Açıklama' } },
      }),
    },
    'DELETE /api/owner/experts/:expertId/services/:serviceId': {
      role: 'owner',
      request: () => ({ url: `/api/owner/experts/${t.expert.id}/services/${SAC_KESIMI}` }),
    },
    'POST /api/owner/experts/:id/sub-services': {
      role: 'owner',
      request: () => ({
        url: `/api/owner/experts/${t.expert.id}/sub-services`,
        body: {
          json: {
            sub_service_id: t.subService.id,
            custom_price: 150,
            custom_duration_minutes: 60,
            description: 'Açıklama',
            is_active: true,
          },
        },
      }),
    },
    'DELETE /api/owner/experts/:id/sub-services/:subServiceId': {
      role: 'owner',
      request: () => ({ url: `/api/owner/experts/${t.expert.id}/sub-services/${t.subService.id}` }),
    },
    'GET /api/my-sub-services': {
      role: 'owner',
      list: [
        { url: '/api/my-sub-services', read: rowIds, own: [mine.subService.id], theirs: [t.subService.id] },
        { url: `/api/my-sub-services?venue_id=${t.venue.id}`, read: rowIds, exactly: [] },
      ],
      request: () => ({ url: '/api/my-sub-services' }),
    },
    'POST /api/sub-services': { role: 'owner', request: () => ({ url: '/api/sub-services', body: { json: subServiceBody(t) } }) },
    'GET /api/sub-services/:id': { role: 'owner', request: () => ({ url: `/api/sub-services/${t.subService.id}` }) },
    'PUT /api/sub-services/:id': {
      role: 'owner',
      request: () => ({ url: `/api/sub-services/${t.subService.id}`, body: { json: subServiceBody(t) } }),
    },
    'DELETE /api/sub-services/:id': { role: 'owner', request: () => ({ url: `/api/sub-services/${t.subService.id}` }) },
    ...availabilityRulesEntries(t),
    ...ownerCalendarEntries(t),
    ...frontDeskEntries(t),
    ...reviewsEntries(t),
    ...manageLinkEntries(t),
    ...customerEditsEntries(mine, t),
    ...customerImportEntries(t),
    // User area.
    'GET /api/user/profile': { role: 'any', request: () => ({ url: '/api/user/profile' }) },
    'GET /api/user/appointments': {
      role: 'user',
      list: [{ url: '/api/user/appointments', read: rowIds, own: [mine.appointment.id], theirs: [t.appointment.id] }],
      request: () => ({ url: '/api/user/appointments' }),
    },
    'POST /api/user/appointments': {
      role: 'user',
      request: () => ({
        url: '/api/user/appointments',
        body: {
          json: {
            expert_id: t.expert.id,
            venue_id: t.venue.id,
            service_id: SAC_KESIMI,
            sub_service_id: t.subService.id,
            appointment_date: '2030-01-07',
            appointment_time: '10:00',
          },
        },
      }),
    },
    'POST /api/user/appointments/:id/cancel': {
      role: 'user',
      request: () => ({
        url: `/api/user/appointments/${t.appointment.id}/cancel`,
        body: { json: { cancellation_reason: 'Vazgeçtim' } },
      }),
    },
    // The customer's reschedule (decision 036); another user's appointment is 404 and nothing moves.
    'POST /api/user/appointments/:id/reschedule': {
      role: 'user',
      request: () => ({
        url: `/api/user/appointments/${t.appointment.id}/reschedule`,
        body: { json: { appointment_date: '2030-01-08', appointment_time: '11:00' } },
      }),
    },
    // E-mail verification (decision 038); the wrong code is refused after the session check.
    'POST /api/user/email-verification': { role: 'user', request: () => ({ url: '/api/user/email-verification' }) },
    'POST /api/user/email-verification/confirm': {
      role: 'user',
      request: () => ({ url: '/api/user/email-verification/confirm', body: { json: { code: '000000' } } }),
    },
    // The user's calendar file (the manage link's routes are public: the token is the key).
    'GET /api/user/appointments/:id/calendar.ics': {
      role: 'user',
      request: () => ({ url: `/api/user/appointments/${t.appointment.id}/calendar.ics` }),
    },
  };
}
