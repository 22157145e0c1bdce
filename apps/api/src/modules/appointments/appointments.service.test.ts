import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages, guestAppointmentBodySchema, userAppointmentBodySchema } from '@randevu/contracts';
import { openTestDatabase, testConfig } from '../../../test/build-test-app';
import { createExpert, createOwner, createSubService, createVenue } from '../../../test/factories';
import { pgErrorCode, type Database, type Db } from '../../db/client';
import { appointments, outboxMessages, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createPublicCache } from '../../lib/public-cache';
import { memoryRateLimiters, type RateLimiterFactory } from '../../lib/rate-limiter';
import { addDays, isoWeekday, toVenueWallTime } from '../../lib/time';
import { slotFields } from '../../../test/fixtures';
import { createNotifier } from '../notifications/notifier';
import { createAppointmentsService } from './appointments.service';

/**
 * The booking service called directly, for what the HTTP tests cannot reach: the retry of a transaction
 * that PostgreSQL aborts (a deadlock, a serialization failure), the exclusion constraint's 23P01 on PGlite,
 * an account that has gone, an account without a name or phone, and caps that hold users but not guests.
 * The failures are real database errors: the transaction runs a statement that raises the error code.
 */
const b = messages.appointments;
let database: Database;
let venueId: number;
let subId: number;
const uploadDirs: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const owner = await createOwner(database.db);
  venueId = (await createVenue(database.db, { ownerId: owner.id })).id;
  subId = (await createSubService(database.db, { venueId, durationMinutes: 45 })).id;
});
afterAll(async () => {
  await database?.close();
  for (const dir of uploadDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const nextMonday = () => {
  let d = addDays(toVenueWallTime(new Date()).date, 2);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
};

/** The database, whose next transactions each start by raising one of `codes` (in turn) and then roll back. */
function failingFirst(db: Db, codes: string[]) {
  const queue = [...codes];
  const state = { attempts: 0 };
  const wrapped = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver) as unknown;
      const transaction: Db['transaction'] = (fn, config) =>
        target.transaction(async (tx) => {
          state.attempts++;
          const code = queue.shift();
          if (code) await tx.execute(sql.raw(`do $$ begin raise exception 'injected' using errcode = '${code}'; end $$`));
          return fn(tx);
        }, config);
      return transaction;
    },
  });
  return { db: wrapped, state };
}

function service(
  db: Db,
  limits: Partial<ReturnType<typeof testConfig>['limits']> = {},
  rateLimits: RateLimiterFactory = memoryRateLimiters,
) {
  const config = testConfig({ limits });
  uploadDirs.push(config.uploadDir);
  const notifier = createNotifier({ publicUrl: config.publicUrl, contactEmail: config.contact.email, now: () => new Date() });
  return createAppointmentsService({ db, config, cache: createPublicCache(), rateLimits, notifier });
}

let phoneCounter = 0;
const guestBody = (expertId: number, time: string, email = 'ayse@example.com') =>
  guestAppointmentBodySchema.parse({
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    email,
    phone: `+90532${String(1_000_000 + phoneCounter++).slice(-7)}`,
    ...slotFields({ expertId, venueId, subId, date: nextMonday(), time }),
    notes: ' ',
  });
const userBody = (expertId: number, time: string) =>
  userAppointmentBodySchema.parse({ ...slotFields({ expertId, venueId, subId, date: nextMonday(), time }), notes: ' ' });
const newExpert = () => createExpert(database.db, { venueId, subServiceIds: [subId] });
/** A user account (e-mail addresses made unique: on PostgreSQL the run's files share one database). */
const unique = (local: string) => `${local}.${randomUUID().slice(0, 8)}@example.com`;
const newUser = async (local: string) => {
  const [user] = await database.db
    .insert(users)
    .values({ email: unique(local), passwordHash: 'scrypt$10$8$1$x$y', role: 'user', firstName: 'Can', lastName: 'Er' })
    .returning();
  return user!.id;
};
const rowsOf = (expertId: number) => database.db.select().from(appointments).where(eq(appointments.expertId, expertId));
const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeDefined();
  return error;
};

describe('a transaction the database aborts', () => {
  it('is retried after a deadlock and after a serialization failure, and the booking then succeeds', async () => {
    const expert = await newExpert();
    const { db, state } = failingFirst(database.db, ['40P01', '40001']);
    const booked = await service(db).bookAsGuest(guestBody(expert.id, '10:00'), { ip: '10.1.0.1' });
    expect(booked).toMatchObject({ status: 'pending', expert_id: expert.id, appointment_time: '10:00' });
    expect(state.attempts).toBe(3);
    expect(await rowsOf(expert.id)).toHaveLength(1);
  });

  it('is given up after three attempts with the database’s error, and books nothing', async () => {
    const expert = await newExpert();
    const { db, state } = failingFirst(database.db, ['40P01', '40001', '40P01']);
    const error = await rejection(service(db).bookAsGuest(guestBody(expert.id, '10:00'), { ip: '10.1.0.2' }));
    expect(error).not.toBeInstanceOf(AppError);
    expect(pgErrorCode(error)).toBe('40P01');
    expect(state.attempts).toBe(3);
    expect(await rowsOf(expert.id)).toHaveLength(0);
  });

  it('answers the exclusion constraint’s 23P01 with 409 SLOT_TAKEN at once', async () => {
    const expert = await newExpert();
    const { db, state } = failingFirst(database.db, ['23P01']);
    const error = await rejection(service(db).bookAsGuest(guestBody(expert.id, '10:00'), { ip: '10.1.0.3' }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 409, code: 'SLOT_TAKEN', message: b.slotTaken });
    expect(state.attempts).toBe(1);
  });

  it('passes any other database error on at once', async () => {
    const expert = await newExpert();
    const { db, state } = failingFirst(database.db, ['23505']);
    const error = await rejection(service(db).bookAsGuest(guestBody(expert.id, '10:00'), { ip: '10.1.0.4' }));
    expect(error).not.toBeInstanceOf(AppError);
    expect(pgErrorCode(error)).toBe('23505');
    expect(state.attempts).toBe(1);
    expect(await rowsOf(expert.id)).toHaveLength(0);
  });
});

describe('the account behind a signed-in booking', () => {
  it('answers 401 when the account no longer exists', async () => {
    const expert = await newExpert();
    const error = await rejection(service(database.db).bookAsUser(userBody(expert.id, '11:00'), 2_000_000_000));
    expect(error).toMatchObject({ statusCode: 401, message: messages.common.unauthorized });
    expect(await rowsOf(expert.id)).toHaveLength(0);
  });

  it('copies an account without a name or phone as empty texts', async () => {
    const expert = await newExpert();
    const email = unique('isimsiz');
    const [user] = await database.db.insert(users).values({ email, passwordHash: 'scrypt$10$8$1$x$y', role: 'user' }).returning();
    const booked = await service(database.db).bookAsUser(userBody(expert.id, '11:00'), user!.id);
    const [row] = await rowsOf(expert.id);
    expect(row).toMatchObject({
      id: booked.id,
      userId: user!.id,
      customerFirstName: '',
      customerLastName: '',
      customerEmail: email,
      customerPhone: '',
    });
  });
});

describe('limits', () => {
  it('holds a guest by the live-booking caps as it holds a user (decision 057), and books nothing', async () => {
    const expert = await newExpert();
    const s = service(database.db, { pendingPerUserVenue: 0, pendingPerUser: 0 });
    const error = await rejection(s.bookAsGuest(guestBody(expert.id, '09:00'), { ip: '10.1.0.5' }));
    expect(error).toMatchObject({ statusCode: 429, code: 'PENDING_LIMIT' });
    expect(await rowsOf(expert.id)).toHaveLength(0);
  });

  it('counts each user’s booking requests apart', async () => {
    const expert = await newExpert();
    const s = service(database.db, { appointmentPerUser: 1 });
    const [first, second] = [await newUser('bir'), await newUser('iki')];
    await s.bookAsUser(userBody(expert.id, '09:00'), first);
    await s.bookAsUser(userBody(expert.id, '10:00'), second);
    const error = await rejection(s.bookAsUser(userBody(expert.id, '11:00'), first));
    expect(error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: b.rateLimited });
  });

  it('counts each e-mail address’s guest bookings apart', async () => {
    const expert = await newExpert();
    const s = service(database.db, { appointmentPerEmail: 1 });
    await s.bookAsGuest(guestBody(expert.id, '09:00', 'bir@example.com'), { ip: '10.1.1.1' });
    await s.bookAsGuest(guestBody(expert.id, '10:00', 'iki@example.com'), { ip: '10.1.1.2' });
    const error = await rejection(s.bookAsGuest(guestBody(expert.id, '11:00', 'bir@example.com'), { ip: '10.1.1.3' }));
    expect(error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: b.rateLimited });
  });

  it('counts booking requests in an hour-long window of its own name', async () => {
    const made: [string, number][] = [];
    service(database.db, {}, (name, windowMs) => {
      made.push([name, windowMs]);
      return memoryRateLimiters(name, windowMs);
    });
    expect(made).toEqual([['appointments', 3_600_000]]);
  });

  it('refuses a booking beyond the user’s total of live bookings with the Turkish message', async () => {
    const expert = await newExpert();
    const s = service(database.db, { pendingPerUserVenue: 5, pendingPerUser: 1 });
    const user = await newUser('bekleyen');
    await s.bookAsUser(userBody(expert.id, '09:00'), user);
    const error = await rejection(s.bookAsUser(userBody(expert.id, '10:00'), user));
    expect(error).toMatchObject({
      statusCode: 429,
      code: 'PENDING_LIMIT',
      message:
        'En fazla 1 yaklaşan randevunuz olabilir. Yeni randevu için mevcut randevularınızdan birinin gerçekleşmesini bekleyin veya birini iptal edin.',
    });
  });
});

describe('what a booking leaves behind', () => {
  it('queues the “request received” messages in its own transaction', async () => {
    const expert = await newExpert();
    const booked = await service(database.db).bookAsGuest(guestBody(expert.id, '12:00'), { ip: '10.1.2.1' });
    // The delivery job's first step (decision 060); the kinds do not depend on the links' host.
    await createNotifier({ publicUrl: 'http://localhost', contactEmail: '', now: () => new Date() }).renderEvents(database.db);
    const kinds = await database.db
      .select({ kind: outboxMessages.kind })
      .from(outboxMessages)
      .where(eq(outboxMessages.appointmentId, booked.id));
    expect(kinds.map((k) => k.kind)).toContain('booking_received_customer');
  });

  it('names the service field when the expert does not offer the service', async () => {
    const expert = await createExpert(database.db, { venueId, serviceIds: [], subServiceIds: [subId] });
    const body = guestBody(expert.id, '12:00');
    const error = await rejection(service(database.db).bookAsGuest(body, { ip: '10.1.2.2' }));
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'SERVICE_UNAVAILABLE',
      message: b.serviceUnavailable,
      errors: { service_id: b.serviceUnavailable },
    });
  });
});
