import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildApp } from '../app';
import { openTestDatabase, testConfig } from '../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../test/auth-helpers';
import { createTwoSidedFixture, EDIRNE, SAC_BOYAMA, SAC_KESIMI } from '../../test/factories';
import { queryRows } from '../db/client';

/**
 * Every route under /api/owner, /api/user, /api/my-sub-services and /api/sub-services, read from
 * the app's own route table, must have an entry here: anonymous → 401, the wrong role → 403, the
 * other owner's (or user's) id → 404, and the database exactly as before. A registered route
 * without an entry fails the suite; an entry whose route is not registered yet is only reported.
 */
const GUARDED = /^\/api\/(owner|user|my-sub-services|sub-services)(\/|$)/;

const routes = new Set<string>();
const database = await openTestDatabase();
const config = testConfig();
const app = await buildApp({
  config,
  db: database.db,
  onRoute: (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD' && GUARDED.test(route.url)) routes.add(`${method} ${route.url}`);
  },
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

const owners: [Session, Session] = [await registerOwner(app), await registerOwner(app)];
const users: [Session, Session] = [await registerUser(app), await registerUser(app)];
const [, theirs] = await createTwoSidedFixture(database.db, {
  ownerIds: [owners[0].user.id, owners[1].user.id],
  userIds: [users[0].user.id, users[1].user.id],
});
const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } })
  .png()
  .toBuffer();

type Body = { json: unknown } | { file: string; fields?: Record<string, string> };
interface Entry {
  role: 'owner' | 'user' | 'any';
  /** The call made by side 0 with side 1's ids; lists (no id) are checked for side 1's data instead. */
  request: () => { url: string; body?: Body };
  /** A list: the answer must not contain side 1's marker. */
  list?: boolean;
}

const venueBody = () => ({
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
const expertBody = () => ({
  venue_id: theirs.venue.id,
  name: 'Yeni Uzman',
  bio: 'Biyografi',
  phone: '5321234567',
  email: 'uzman@example.com',
  specialties: ['Kesim'],
  working_hours: { monday: ['09:00', '18:00'] },
});
const subServiceBody = () => ({
  venue_id: theirs.venue.id,
  service_id: SAC_KESIMI,
  name: 'Yeni Alt Hizmet',
  description: 'Açıklama',
  price: 150,
  duration_minutes: 30,
});

const t = theirs;
/** Invalid for every JSON body of the guarded routes: blank, wrong types, unknown enum values. */
const INVALID_BODY = {
  name: '',
  question: '',
  status: 'nope',
  email: 'x',
  price: 'x',
  position: 'x',
  ids: 'x',
  email_enabled: 'x',
};
const entries: Record<string, Entry> = {
  // Owner area (spec section 7).
  'POST /api/owner/venues': { role: 'owner', request: () => ({ url: '/api/owner/venues', body: { json: venueBody() } }) },
  'GET /api/owner/my-venues': { role: 'owner', list: true, request: () => ({ url: '/api/owner/my-venues' }) },
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
  // The other owner's venue as a filter answers an empty list, never their rows.
  'GET /api/owner/appointments': {
    role: 'owner',
    list: true,
    request: () => ({ url: `/api/owner/appointments?venue_id=${t.venue.id}` }),
  },

  'GET /api/owner/appointments/summary': {
    role: 'owner',
    list: true,
    request: () => ({ url: `/api/owner/appointments/summary?venue_id=${t.venue.id}` }),
  },
  'PUT /api/owner/appointments/:id/status': {
    role: 'owner',
    request: () => ({ url: `/api/owner/appointments/${t.appointment.id}/status`, body: { json: { status: 'confirmed' } } }),
  },
  'GET /api/owner/experts': { role: 'owner', list: true, request: () => ({ url: '/api/owner/experts' }) },
  'POST /api/owner/experts': { role: 'owner', request: () => ({ url: '/api/owner/experts', body: { json: expertBody() } }) },
  'GET /api/owner/experts/:id': { role: 'owner', request: () => ({ url: `/api/owner/experts/${t.expert.id}` }) },
  'PUT /api/owner/experts/:id': {
    role: 'owner',
    request: () => ({ url: `/api/owner/experts/${t.expert.id}`, body: { json: expertBody() } }),
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
  'GET /api/my-sub-services': { role: 'owner', list: true, request: () => ({ url: '/api/my-sub-services' }) },
  'POST /api/sub-services': { role: 'owner', request: () => ({ url: '/api/sub-services', body: { json: subServiceBody() } }) },
  'GET /api/sub-services/:id': { role: 'owner', request: () => ({ url: `/api/sub-services/${t.subService.id}` }) },
  'PUT /api/sub-services/:id': {
    role: 'owner',
    request: () => ({ url: `/api/sub-services/${t.subService.id}`, body: { json: subServiceBody() } }),
  },
  'DELETE /api/sub-services/:id': { role: 'owner', request: () => ({ url: `/api/sub-services/${t.subService.id}` }) },
  // User area.
  'GET /api/user/profile': { role: 'any', request: () => ({ url: '/api/user/profile' }) },
  'GET /api/user/appointments': { role: 'user', list: true, request: () => ({ url: '/api/user/appointments' }) },
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
};

/** A whole-database fingerprint of the tables an owner or user call can change. */
const TABLES = [
  'venues',
  'venue_categories',
  'venue_hours',
  'venue_images',
  'venue_faqs',
  'sub_services',
  'experts',
  'expert_services',
  'expert_sub_services',
  'expert_working_hours',
  'appointments',
  'appointment_status_history',
  'venue_notification_settings',
  'outbox_messages',
];
async function snapshot(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const rows = await queryRows<{ rows: unknown }>(
      database.db,
      sql`select coalesce(json_agg(x order by x::text), '[]'::json) as rows from ${sql.identifier(table)} x`,
    );
    parts.push(`${table}: ${JSON.stringify(rows[0]?.rows)}`);
  }
  return parts.join('\n');
}

function inject(method: string, request: { url: string; body?: Body }, session?: Session) {
  const headers: Record<string, string> = session ? { ...session.headers } : {};
  const body = request.body;
  if (body && 'file' in body) {
    const boundary = '----matrix';
    const parts = Object.entries(body.fields ?? {}).map(
      ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const payload = Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${body.file}"; filename="x.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: method as 'POST',
      url: request.url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }
  return app.inject({ method: method as 'POST', url: request.url, headers, ...(body ? { payload: body.json as object } : {}) });
}

describe('authorization matrix generated from the route table', () => {
  it('has an entry for every guarded route the app registers', () => {
    const missing = [...routes].filter((route) => !entries[route]);
    const pending = Object.keys(entries).filter((route) => !routes.has(route));
    if (pending.length)
      console.log(`authorization matrix: ${pending.length} entries wait for their routes: ${pending.join(', ')}`);
    console.log(`authorization matrix: ${routes.size} guarded routes registered, all checked`);
    expect(missing, 'routes without an authorization-matrix entry').toEqual([]);
  });

  for (const route of [...routes].filter((r) => entries[r])) {
    const entry = entries[route]!;
    const method = route.split(' ')[0]!;
    it(`${route}: anonymous → 401, wrong role → 403, the other side's id → 404, nothing changed`, async () => {
      const before = await snapshot();
      const request = entry.request();

      const anonymous = await inject(method, request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, message: messages.common.unauthorized });

      if (entry.role !== 'any') {
        const wrong = await inject(method, request, entry.role === 'owner' ? users[0] : owners[0]);
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json()).toMatchObject({ success: false, message: messages.common.forbidden });
      }

      const actor = entry.role === 'owner' ? owners[0] : users[0];
      const other = await inject(method, request, actor);
      if (entry.list) {
        expect(other.statusCode).toBe(200);
        expect(other.body).not.toContain(theirs.marker);
      } else if (entry.role !== 'any' && !['POST /api/owner/venues'].includes(route) && route !== 'POST /api/user/appointments') {
        expect(other.statusCode, other.body).toBe(404);
      }
      // Issue 21, finding 15: the other side's id with an invalid body is the same 404, not 400 with the
      // body's field errors (ownership is checked before validation; plugins/ownership.ts).
      if (entry.role !== 'any' && request.body && 'json' in request.body && /\/\d+(\/|$)/.test(request.url)) {
        const invalid = await inject(method, { url: request.url, body: { json: INVALID_BODY } }, actor);
        expect(invalid.statusCode, `${route} with an invalid body: ${invalid.body}`).toBe(404);
        expect(invalid.json()).not.toHaveProperty('errors');
      }
      // Creating one's own venue or booking changes the database by design; everything else must not.
      if (!['POST /api/owner/venues', 'POST /api/user/appointments'].includes(route)) expect(await snapshot()).toBe(before);
    });
  }
});
