import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, postgresForSuite, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createExpert } from '../../../test/factories';
import { BOOKING_LIMITS, guestBooking, nextWeekday, seedBookableVenue } from '../../../test/fixtures';
import { queryRows, type Database } from '../../db/client';

/**
 * A rule created while a booking of the same interval commits: one of them wins, never both. The time off
 * and the booking queue on the expert's time lock, the closure and the booking on the venue's days (exclusive against
 * shared), and the loser sees the winner's commit. PGlite has one connection, so this runs on PostgreSQL only.
 */
const openDatabase = await postgresForSuite();
const ROUNDS = 10;

describe.runIf(openDatabase !== null)('a rule and a booking of the same interval at once on PostgreSQL', () => {
  let database: Database & { url: string };
  let t: TestApp;
  let owner: Session;
  const date = nextWeekday(3);

  beforeAll(async () => {
    database = await openDatabase!(20);
    t = await buildTestApp({ limits: BOOKING_LIMITS }, database);
    owner = await registerOwner(t.app);
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  /** A fresh venue and expert per round, so that every round races on an empty day. */
  async function freshPlace() {
    const { venueId, subId } = await seedBookableVenue(t.db, { ownerId: owner.user.id });
    const expert = await createExpert(t.db, { venueId, subServiceIds: [subId] });
    return { venueId, subId, expertId: expert.id };
  }

  const book = (place: Awaited<ReturnType<typeof freshPlace>>) =>
    t.app.inject({ method: 'POST', url: '/appointments/public', payload: guestBooking({ ...place, date, time: '10:00' }) });

  const activeAppointments = async (expertId: number) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from appointments where expert_id = ${expertId} and status in ('pending', 'confirmed')`,
      )
    )[0]!.n;

  type Answer = { statusCode: number; body: string };

  /** Both requests at once (started in alternating order): exactly one answers 201, the other refuses by its rule. */
  async function race(rule: () => Promise<Answer>, booking: () => Promise<Answer>, round: number) {
    const [ruleRes, bookingRes] =
      round % 2 === 0
        ? await Promise.all([rule(), booking()])
        : await Promise.all([booking(), rule()]).then(([b, r]) => [r, b] as const);
    const outcome = `rule ${ruleRes.statusCode} ${ruleRes.body} / booking ${bookingRes.statusCode} ${bookingRes.body}`;
    expect(
      [ruleRes.statusCode, bookingRes.statusCode].filter((status) => status === 201),
      outcome,
    ).toHaveLength(1);
    if (ruleRes.statusCode === 201) {
      expect(bookingRes.statusCode, outcome).toBe(400);
      return 'rule';
    }
    expect(ruleRes.statusCode, outcome).toBe(409);
    expect(JSON.parse(ruleRes.body).code).toBe('RULE_CONFLICT');
    return 'booking';
  }

  it(`time off and a booking of the same interval, ${ROUNDS} times: never both`, async () => {
    const winners: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const place = await freshPlace();
      const timeOff = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/owner/experts/${place.expertId}/time-off`,
          headers: owner.headers,
          payload: { starts_at: `${date}T09:00`, ends_at: `${date}T12:00` },
        });
      const winner = await race(timeOff, () => book(place), round);
      winners.push(winner);
      const timeOffRows = (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from expert_time_off where expert_id = ${place.expertId}`,
        )
      )[0]!.n;
      expect(timeOffRows + (await activeAppointments(place.expertId))).toBe(1);
    }
    console.log(`time off vs booking: ${winners.join(', ')}`);
  });

  it(`a closure and a booking of the same day, ${ROUNDS} times: never both`, async () => {
    const winners: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const place = await freshPlace();
      const closure = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/owner/venues/${place.venueId}/closures`,
          headers: owner.headers,
          payload: { start_date: date, end_date: date },
        });
      const winner = await race(closure, () => book(place), round);
      winners.push(winner);
      const closureRows = (
        await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from venue_closures where venue_id = ${place.venueId}`)
      )[0]!.n;
      expect(closureRows + (await activeAppointments(place.expertId))).toBe(1);
    }
    console.log(`closure vs booking: ${winners.join(', ')}`);
  });
});
