import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildApp } from '../app';
import { openTestDatabase, testConfig } from '../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../test/auth-helpers';
import { createTwoSidedFixture } from '../../test/factories';
import { INVALID_BODY, matrixEntries, type Body, type ListCheck } from '../../test/authorization-matrix';
import { queryRows } from '../db/client';

/**
 * Every route under /api/owner, /api/user, /api/my-sub-services and /api/sub-services, read from
 * the app's own route table, must have an entry here: anonymous → 401, the wrong role → 403, the
 * other owner's (or user's) id → 404, and the database exactly as before. A registered route
 * without an entry fails the suite; an entry whose route is not registered yet is only reported.
 */
const GUARDED = /^\/api\/(owner|user|my-sub-services|sub-services)(\/|$)/;

const routes = new Set<string>();
/** Routes that name no id of anyone's: the signed-in account acts on itself, so there is no other side's 404. */
const ACTS_ON_ONESELF = [
  'POST /api/owner/venues',
  'POST /api/user/appointments',
  'POST /api/user/email-verification',
  'POST /api/user/email-verification/confirm',
];
const CHANGES_BY_DESIGN = ['POST /api/owner/venues', 'POST /api/user/appointments', 'POST /api/user/email-verification'];
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
const [mine, theirs] = await createTwoSidedFixture(database.db, {
  ownerIds: [owners[0].user.id, owners[1].user.id],
  userIds: [users[0].user.id, users[1].user.id],
});
const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } })
  .png()
  .toBuffer();

const entries = matrixEntries(mine, theirs);

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
  'appointment_moves',
  'appointment_manage_tokens',
  'expert_time_off',
  'venue_closures',
  'venue_holiday_openings',
  'expert_day_hours',
  'venue_day_hours',
  'reviews',
  'review_reports',
  'customers',
  'customer_notes',
  'customer_phones',
  'customer_changes',
  'customer_imports',
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

/** Side 0's read of a list shows its own rows and none of side 1's (ids the payload carries). */
async function expectList(check: ListCheck, actor: Session) {
  const res = await inject('GET', { url: check.url }, actor);
  expect(res.statusCode, `${check.url}: ${res.body}`).toBe(200);
  const got = check.read(res.json());
  if (check.exactly) expect(got, check.url).toEqual(check.exactly);
  for (const id of check.own ?? []) expect(got, `${check.url} shows side 0's row ${id}`).toContain(id);
  for (const id of check.theirs ?? []) expect(got, `${check.url} hides side 1's row ${id}`).not.toContain(id);
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
      for (const request of [entry.request(), ...(entry.variants?.() ?? [])]) {
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
          expect(other.statusCode, other.body).toBe(200);
          expect(other.body).not.toContain(theirs.marker);
          for (const check of entry.list) await expectList(check, actor);
        } else if (entry.role !== 'any' && !ACTS_ON_ONESELF.includes(route)) {
          expect(other.statusCode, other.body).toBe(404);
        }
        // The other side's id with an invalid body is the same 404, not 400 with the
        // body's field errors (ownership is checked before validation; plugins/ownership.ts).
        if (entry.role !== 'any' && request.body && 'json' in request.body && /\/\d+(\/|$)/.test(request.url)) {
          const invalid = await inject(method, { url: request.url, body: { json: INVALID_BODY } }, actor);
          expect(invalid.statusCode, `${route} with an invalid body: ${invalid.body}`).toBe(404);
          expect(invalid.json()).not.toHaveProperty('errors');
        }
      }
      // Creating one's own venue or booking, or sending oneself a code, changes the database by design; nothing else may.
      if (!CHANGES_BY_DESIGN.includes(route)) expect(await snapshot()).toBe(before);
    });
  }
});
