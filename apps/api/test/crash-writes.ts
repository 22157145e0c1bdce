/**
 * The crash-safety suite's harness (src/security/appointments.crash.test.ts): the production server, the
 * fixture it writes against, the burst of writes until SIGKILL, and the check of what was left behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { repoRoot } from '../src/config/env';
import { queryRows, type Database } from '../src/db/client';
import { addDays, isoWeekday, toVenueWallTime } from '../src/lib/time';
import { createExpert, createOwner, createSubService, createVenue, SAC_KESIMI } from './factories';
import { freePort } from './production-server';

/** Starts the compiled production server (apps/api/dist/server.js) on a free port; `root` holds its uploads. */
export async function startServer(env: Record<string, string>, root: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
      PASSWORD_HASH_LOG_N: '10',
      UPLOAD_DIR: path.join(root, 'uploads'),
      WEB_DIST_DIR: path.join(root, 'no-web'),
      BOOKING_MAX_PER_IP: '1000000',
      BOOKING_MAX_PER_PHONE: '1000000',
      BOOKING_MAX_PER_EMAIL: '1000000',
      // One contact books many times here; the live-booking caps (decision 057) have their own tests.
      PENDING_MAX_PER_USER_VENUE: '1000000',
      PENDING_MAX_PER_USER: '1000000',
      CONTACT_MAX_PER_IP: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

export interface Fixture {
  venueId: number;
  subId: number;
  expertIds: number[];
  /** A bearer session of the venue's owner, who confirms requests during the burst. */
  ownerToken: string;
}

export async function arrange(database: Database): Promise<Fixture> {
  const owner = await createOwner(database.db);
  const ownerToken = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(ownerToken).digest('base64url');
  await database.db.execute(
    sql`insert into sessions (user_id, token_hash, expires_at) values (${owner.id}, ${tokenHash}, now() + interval '1 day')`,
  );
  const venue = await createVenue(database.db, { ownerId: owner.id, slotIntervalMinutes: 15 });
  const sub = await createSubService(database.db, { venueId: venue.id, durationMinutes: 45 });
  const expertIds: number[] = [];
  for (let i = 0; i < 3; i++)
    expertIds.push((await createExpert(database.db, { venueId: venue.id, subServiceIds: [sub.id] })).id);
  return { venueId: venue.id, subId: sub.id, expertIds, ownerToken };
}

/** What the server answered 2xx to, by kind of write: each must be in the database after the kill. */
export interface Acknowledged {
  bookings: number[];
  confirmed: number[];
  contactMessages: number[];
  subscribers: string[];
}
export const noneAcknowledged = (): Acknowledged => ({ bookings: [], confirmed: [], contactMessages: [], subscribers: [] });

/** Verifies the invariants on the data a killed server left behind. */
export async function verify(database: Database, acknowledged: Acknowledged) {
  const ids = await queryRows<{ id: number; status: string }>(database.db, sql`select id, status from appointments`);
  const present = new Set(ids.map((r) => r.id));
  const lost = acknowledged.bookings.filter((id) => !present.has(id));
  const confirmed = new Set(ids.filter((r) => r.status === 'confirmed').map((r) => r.id));
  const lostDecisions = acknowledged.confirmed.filter((id) => !confirmed.has(id));
  const contact = new Set((await queryRows<{ id: number }>(database.db, sql`select id from contact_messages`)).map((r) => r.id));
  const subscribers = new Set(
    (await queryRows<{ email: string }>(database.db, sql`select email from newsletter_subscriptions`)).map((r) => r.email),
  );
  const lostOther = [
    ...acknowledged.contactMessages.filter((id) => !contact.has(id)).map((id) => `contact message ${id}`),
    ...acknowledged.subscribers.filter((email) => !subscribers.has(email)).map((email) => `subscriber ${email}`),
    ...lostDecisions.map((id) => `confirmation of appointment ${id}`),
  ];
  const [overlaps] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int n from appointments a join appointments b
        on a.expert_id = b.expert_id and a.id < b.id
       and a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
       and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`,
  );
  const [history] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int n from appointments a where not exists (select 1 from appointment_status_history h where h.appointment_id = a.id)`,
  );
  return { lost, lostOther, overlaps: overlaps!.n, withoutHistory: history!.n, total: ids.length };
}

function nextMonday(): string {
  let d = addDays(toVenueWallTime(new Date()).date, 2);
  while (isoWeekday(d) !== 1) d = addDays(d, 1);
  return d;
}
const TIMES = Array.from(
  { length: 32 },
  (_, i) => `${String(9 + Math.floor((i * 15) / 60)).padStart(2, '0')}:${String((i * 15) % 60).padStart(2, '0')}`,
);

export async function burstUntilKilled(base: string, fx: Fixture, child: ChildProcess, round: number, earlier: Acknowledged) {
  const acknowledged = noneAcknowledged();
  const asked = new Set<number>();
  let answered = 0;
  const killAfter = 100 + Math.floor(Math.random() * 900);
  // The kill comes killAfter ms after every kind of write was acknowledged once in this round (a fresh
  // server's first requests can take longer than that on a busy machine, and a round that acknowledged
  // nothing proves nothing); at most 20 s after the start.
  let everyKindAcknowledged!: () => void;
  const warm = new Promise<void>((resolve) => (everyKindAcknowledged = resolve));
  const acknowledge = <K extends keyof Acknowledged>(kind: K, value: Acknowledged[K][number]) => {
    (acknowledged[kind] as unknown[]).push(value);
    if (Object.values(acknowledged).every((list) => list.length > 0)) everyKindAcknowledged();
  };
  let stopAt = Infinity;
  const date = addDays(nextMonday(), 7 * (round % 8));
  const post = (url: string, body: unknown, method = 'POST', token?: string) =>
    fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  /** One write of each worker's turn: 4 of 6 workers book; one writes the contact form and the newsletter; one owner confirms. */
  const write = async (w: number, i: number): Promise<void> => {
    if (w === 4) {
      const email = `kaza-r${round}-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      if (i % 2) {
        const res = await post('/api/newsletter', { email });
        if (res.status === 201 || res.status === 200) acknowledge('subscribers', email);
        return void (await check(res));
      }
      const res = await post('/api/contact', {
        first_name: 'Kaza',
        last_name: 'Testi',
        email,
        phone: '532 123 45 67',
        business_type: 'guzellik',
        message: `Çökme testi ${round}/${i}`,
        consent: true,
      });
      if (res.status === 201) acknowledge('contactMessages', ((await res.json()) as { data: { id: number } }).data.id);
      return void (await check(res));
    }
    if (w === 5) {
      // Bookings of earlier rounds first: they are there from the start of the burst. Each is asked once:
      // one confirmed by a request the kill cut off answers 409 now, and asking again would never end.
      const id = [...earlier.bookings, ...acknowledged.bookings].find((b) => !asked.has(b) && !earlier.confirmed.includes(b));
      if (id === undefined) return void (await new Promise((r) => setTimeout(r, 5)));
      asked.add(id);
      const res = await post(`/api/owner/appointments/${id}/status`, { status: 'confirmed' }, 'PUT', fx.ownerToken);
      if (res.status === 200) acknowledge('confirmed', id);
      return void (await check(res));
    }
    const res = await post('/api/appointments/public', {
      first_name: 'Kaza',
      last_name: 'Testi',
      email: `kaza${w}@example.com`,
      phone: `+90532000${String(w).padStart(4, '0')}`,
      expert_id: fx.expertIds[(w + i) % fx.expertIds.length],
      venue_id: fx.venueId,
      service_id: SAC_KESIMI,
      sub_service_id: fx.subId,
      appointment_date: date,
      appointment_time: TIMES[Math.floor(Math.random() * TIMES.length)],
      notes: ' ',
    });
    if (res.status === 201) acknowledge('bookings', ((await res.json()) as { data: { id: number } }).data.id);
    await check(res);
  };
  const check = async (res: Response) => {
    answered += 1;
    if (res.status >= 500) throw new Error(`5xx before the kill: ${res.status} ${await res.text()}`);
  };
  const worker = async (w: number) => {
    for (let i = 0; Date.now() < stopAt + 200; i++) {
      try {
        await write(w, i);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('5xx')) throw error;
        return; // the connection died with the process
      }
    }
  };
  const killer = Promise.race([warm, new Promise((r) => setTimeout(r, 20_000))]).then(async () => {
    stopAt = Date.now() + killAfter;
    await new Promise((r) => setTimeout(r, killAfter));
    await killed(child);
  });
  await Promise.all([killer, ...Array.from({ length: 6 }, (_, w) => worker(w))]);
  return { acknowledged, answered, killAfter };
}
