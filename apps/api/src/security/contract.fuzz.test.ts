import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../test/auth-helpers';
import { createExpert, createOwner, createSubService, createVenue } from '../../test/factories';
import { encodeComponent, fillPath, listOperations, type JsonSchema, type Operation } from '../../test/openapi';

/**
 * Fuzz from the contract: every operation of the OpenAPI document (later routes too), valid, boundary and hostile
 * values. Invariants: no answer ≥ 500; every 4xx is the error envelope with a Turkish message; afterwards /api/health
 * answers within 100 ms. FUZZ_CASES (default 10 000) and FUZZ_SEED reproduce a run.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);

/** Every Turkish text of the catalogue; a message is Turkish when it is one of them or has a Turkish letter (zod's tr locale). */
const catalogue = new Set<string>();
(function collect(value: unknown) {
  if (typeof value === 'string') catalogue.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
})(messages);
/** The catalogue's templates ('… en fazla {max} karakter …') as patterns: a filled-in template is the catalogue's text. */
const templates = [...catalogue]
  .filter((text) => /\{\w+\}/.test(text))
  .map(
    (text) =>
      new RegExp(
        `^${text
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.{1,40}')}$`,
        's',
      ),
  );
const isTurkish = (message: unknown) =>
  typeof message === 'string' &&
  message.length > 0 &&
  message.length < 2000 &&
  (catalogue.has(message) || /[çğıöşüÇĞİÖŞÜ]/.test(message) || templates.some((t) => t.test(message)));

const MiB = 1024 * 1024;
const hostileString = fc.oneof(
  {
    weight: 300,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\u202Eevil\u202C',
      'e\u0301\u0301\u0301\u0301',
      'İıŞşĞğ',
      '👩‍👩‍👧‍👦',
      '\uFEFF',
      '\uD800',
      '../../etc/passwd',
      "' or 1=1 --",
      '<script>alert(1)</script>',
      '%00',
      '{{7*7}}',
      'null',
      'NaN',
      '-0',
      '1e400',
    ),
  },
  { weight: 150, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 100, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 50, arbitrary: fc.nat({ max: 20_000 }).map((n) => 'a@' + '.'.repeat(n) + ' ') },
  // 1 MiB strings are expensive to build and to send: one case in a few hundred.
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(MiB - 200), ' '.repeat(MiB - 200) + 'x', 'ş'.repeat(MiB / 2 - 200)) },
);
const hostileNumber = fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, 3e9, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 1e-7);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [[[]]], { a: { b: { c: 1 } } }),
  fc.array(hostileString, { maxLength: 3 }),
);

/** A value fitting the schema (with its bounds), or a hostile one. */
function valueFor(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: fitting(schema, name) }, { weight: 1, arbitrary: hostileValue });
}

function fitting(schema: JsonSchema | undefined, name: string): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => fitting(o, name)));
  const type = [schema.type].flat().find((t) => t && t !== 'null');
  if (/(^|_)id$/.test(name) || name.endsWith('_ids')) {
    const id = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(2 ** 31 - 1, 2 ** 31, 0));
    return type === 'array' ? fc.array(id, { maxLength: 3 }) : type === 'string' ? id.map(String) : id;
  }
  switch (type) {
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -10, max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) }),
        fc.constantFrom(
          schema.minimum ?? 0,
          schema.maximum ?? 2 ** 31 - 1,
          (schema.maximum ?? 2 ** 31) + 1,
          (schema.minimum ?? 0) - 1,
        ),
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), fc.constantFrom(0, 0.01, 150, 99999.99));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fitting(schema.items, name), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return objectFor(schema);
    case 'string':
      return stringFor(schema, name);
    default:
      return fc.oneof(stringFor(schema, name), fc.integer({ min: 0, max: 10 }), fc.constant(null));
  }
}

function stringFor(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const known: Record<string, fc.Arbitrary<string>> = {
    email: fc.constantFrom('ayse@example.com', 'A.B@Example.com.tr', 'x@y.z'),
    phone: fc.constantFrom('5321234567', '+905321234567', '02125550000', '+1 555 123 45 67'),
    password: fc.constantFrom('Gizli.Sifre123', 'kisa'),
    password_confirmation: fc.constantFrom('Gizli.Sifre123'),
    appointment_date: fc.constantFrom('2030-01-07', '2024-02-30', '2031-12-31'),
    date: fc.constantFrom('2030-01-07', '2024-02-30', '2031-12-31'),
    appointment_time: fc.constantFrom('10:00', '24:00', '09:15'),
    status: fc.constantFrom(...APPOINTMENT_STATUSES),
  };
  const max = Math.min(schema.maxLength ?? 60, 300);
  return known[name] ?? fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: max });
}

function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const record = Object.fromEntries(props.map(([key, prop]) => [key, valueFor(prop, key)]));
  return fc.record(record, { requiredKeys: [] }).chain((body) =>
    fc.oneof(
      fc.constant(body),
      // Extra fields must be ignored or refused, never break anything.
      fc
        .record({ __proto__x: hostileValue, is_admin: fc.constant(true), role: fc.constant('owner') })
        .map((extra) => ({ ...body, ...extra })),
    ),
  );
}

interface Case {
  op: Operation;
  auth: 'none' | 'user' | 'owner' | 'bogus';
  pathValues: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  contentType:
    'application/json' | 'text/plain' | 'application/x-www-form-urlencoded' | 'multipart/form-data; boundary=x' | 'none';
}

let t: TestApp;
let sessions: Record<'user' | 'owner', Session>;
beforeAll(async () => {
  t = await buildTestApp();
  sessions = { user: await registerUser(t.app), owner: await registerOwner(t.app) };
  // Something real to hit: ids 1… exist for venues, experts and sub-services.
  const owner = await createOwner(t.db);
  const venue = await createVenue(t.db, { ownerId: sessions.owner.user.id });
  await createVenue(t.db, { ownerId: owner.id });
  const sub = await createSubService(t.db, { venueId: venue.id });
  await createExpert(t.db, { venueId: venue.id, subServiceIds: [sub.id] });
}, 60_000);
afterAll(() => t.close());

function caseFor(operations: Operation[]): fc.Arbitrary<Case> {
  return fc.constantFrom(...operations).chain((op) =>
    fc.record({
      op: fc.constant(op),
      auth: fc.constantFrom('none', 'user', 'owner', 'owner', 'user', 'bogus'),
      pathValues: fc.record(
        Object.fromEntries(
          op.pathParams.map((p) => [
            p,
            fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 4 }) }, { weight: 1, arbitrary: hostileValue }),
          ]),
        ),
      ),
      query: fc.record(Object.fromEntries(op.query.map((q) => [q.name, valueFor(q.schema, q.name)])), { requiredKeys: [] }),
      body: op.body
        ? fc.oneof({ weight: 5, arbitrary: fitting(op.body, '') }, { weight: 1, arbitrary: hostileValue })
        : fc.option(hostileValue, { nil: undefined }),
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'none',
      ),
    }),
  ) as fc.Arbitrary<Case>;
}

const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
    .join('&');

describe('fuzzing every route of the OpenAPI document', () => {
  it(`${CASES} cases: no 5xx, every 4xx a Turkish error envelope, and the server still answers`, async () => {
    const operations = listOperations(t.app);
    expect(operations.length).toBeGreaterThan(10);
    let count = 0;
    let fiveXx = 0;
    let slowest = { ms: 0, request: '' };
    const statuses = new Map<number, number>();
    const started = performance.now();

    await fc.assert(
      fc.asyncProperty(caseFor(operations), async (c) => {
        count += 1;
        const url =
          fillPath(c.op.path, (name) => String(c.pathValues[name])) +
          (Object.keys(c.query).length ? `?${queryString(c.query)}` : '');
        const headers: Record<string, string> = {};
        if (c.auth === 'user' || c.auth === 'owner') {
          // Logging out revokes sessions ('log out everywhere' all of the account's): those calls get a
          // throwaway account, so the shared sessions stay valid for the rest of the run.
          let token = sessions[c.auth].token;
          if (/\/logout/.test(c.op.path)) {
            const throwaway = await createOwner(
              t.db,
              c.auth === 'user' ? { role: 'user', businessName: null, firstName: 'Geçici' } : {},
            );
            token = (await t.app.sessions.create(throwaway.id, {})).token;
          }
          headers.authorization = `Bearer ${token}`;
        }
        if (c.auth === 'bogus') headers.authorization = 'Bearer ' + 'A'.repeat(43);
        const hasBody = c.body !== undefined && c.op.method !== 'GET' && c.op.method !== 'DELETE';
        let payload: string | undefined;
        if (hasBody) {
          payload =
            c.contentType === 'application/json'
              ? JSON.stringify(c.body)
              : typeof c.body === 'string'
                ? c.body
                : JSON.stringify(c.body);
          if (c.contentType !== 'none') headers['content-type'] = c.contentType;
        }
        const t0 = performance.now();
        const res = await t.app.inject({ method: c.op.method, url, headers, ...(payload !== undefined ? { payload } : {}) });
        const ms = performance.now() - t0;
        // Hostile values make URLs of 1 MiB: failures name the request by its start and length.
        const shown = url.length > 200 ? `${url.slice(0, 200)}… (${url.length} characters)` : url;
        if (ms > slowest.ms) slowest = { ms, request: `${c.op.method} ${c.op.path} (${payload?.length ?? 0} bytes)` };
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode >= 500) fiveXx += 1;
        expect(res.statusCode, `${c.op.method} ${shown} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400 && String(res.headers['content-type'] ?? '').startsWith('text/html')) {
          // The one-click opt-out link in e-mails and SMS answers a page for a browser, in Turkish.
          expect(c.op.path, `${c.op.method} ${shown} answered HTML`).toMatch(/^\/api\/u\//);
          expect(res.body).toContain('lang="tr"');
        } else if (res.statusCode >= 400) {
          const body = res.json() as { success?: unknown; code?: unknown; message?: unknown };
          expect(body.success, `${c.op.method} ${shown} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(false);
          expect(typeof body.code).toBe('string');
          expect(isTurkish(body.message), `${c.op.method} ${shown}: ${String(body.message)}`).toBe(true);
        }
      }),
      // Counterexamples can hold 1 MiB strings: report the failing request, not the whole value.
      {
        numRuns: CASES,
        seed: SEED,
        endOnFailure: true,
        reporter: (details) => {
          if (details.failed)
            throw new Error(
              `fuzz failed (seed ${details.seed}, path ${details.counterexamplePath}): ${String(details.errorInstance).slice(0, 1500)}`,
            );
        },
      },
    );

    const healthStarted = performance.now();
    const health = await t.app.inject({ url: '/api/health' });
    const healthMs = performance.now() - healthStarted;
    console.log(
      `fuzz: ${count} cases (seed ${SEED}) in ${((performance.now() - started) / 1000).toFixed(1)} s over ${operations.length} operations; ` +
        `5xx seen: ${fiveXx}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; ` +
        `slowest request ${slowest.ms.toFixed(1)} ms: ${slowest.request}; /api/health afterwards ${healthMs.toFixed(1)} ms`,
    );
    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(100);
  }, 600_000);
});
