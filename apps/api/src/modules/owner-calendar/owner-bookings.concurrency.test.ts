import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, postgresForSuite, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createExpert } from '../../../test/factories';
import {
  appointmentRow,
  at,
  BOOKING_LIMITS,
  guestBooking,
  nextWeekday,
  seedBookableVenue,
  frontDeskBooking,
} from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import type { Database } from '../../db/client';

/**
 * The front desk and the online sheet race for one slot on real PostgreSQL (separate connections, READ COMMITTED):
 * the exclusion constraint sells it once, whoever wins (ARCHITECTURE rule 8, decision 033).
 */
const openDatabase = await postgresForSuite();

describe.runIf(openDatabase !== null)('the front desk against a guest on PostgreSQL', () => {
  let database: Database & { url: string };
  let t: TestApp;
  let owner: Session;
  let venueId: number;
  let subId: number;
  const date = nextWeekday(3);

  beforeAll(async () => {
    database = await openDatabase!(20);
    t = await buildTestApp({ limits: BOOKING_LIMITS }, database);
    owner = await registerOwner(t.app);
    ({ venueId, subId } = await seedBookableVenue(t.db, { ownerId: owner.user.id }));
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  const guest = (expertId: number, time: string) =>
    t.app.inject({
      method: 'POST',
      url: '/appointments/public',
      payload: guestBooking({ expertId, venueId, subId, date, time }),
    });
  const frontDesk = (expertId: number, time: string) =>
    injectAs(
      t.app,
      'POST',
      `/api/owner/venues/${venueId}/appointments`,
      owner,
      frontDeskBooking({ expertId, subId, date, time }),
    );
  const activeOf = async (expertId: number) =>
    (
      (await t.db.execute(
        sql`select count(*)::int as n from appointments where expert_id = ${expertId} and status in ('pending', 'confirmed')`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;

  it('sells the slot once in each of 10 rounds of an owner booking against a guest booking', async () => {
    for (let round = 0; round < 10; round++) {
      const expert = await createExpert(t.db, { venueId, subServiceIds: [subId] });
      const [desk, online] = await Promise.all([frontDesk(expert.id, '10:00'), guest(expert.id, '10:00')]);
      const statuses = [desk.statusCode, online.statusCode].sort();
      expect(statuses).toEqual([201, 409]);
      const loser = desk.statusCode === 409 ? desk : online;
      expect(['SLOT_TAKEN', 'SLOT_IN_BUFFER']).toContain(loser.json().code);
      expect(await activeOf(expert.id)).toBe(1);
    }
  });

  it('moves or books, never both, in each of 10 rounds of a move against a guest booking of the target', async () => {
    for (let round = 0; round < 10; round++) {
      const expert = await createExpert(t.db, { venueId, subServiceIds: [subId] });
      const booked = await frontDesk(expert.id, '09:00');
      const id = booked.json().data.id as number;
      const [move, online] = await Promise.all([
        injectAs(t.app, 'PUT', `/api/owner/appointments/${id}`, owner, {
          expert_id: expert.id,
          appointment_date: date,
          appointment_time: '14:00',
        }),
        guest(expert.id, '14:00'),
      ]);
      expect([move.statusCode, online.statusCode]).toSatisfy(
        ([moved, bookedOnline]: number[]) => (moved === 200 && bookedOnline === 409) || (moved === 409 && bookedOnline === 201),
      );
      const row = await appointmentRow(t.db, id);
      // A failed move leaves the old time; a successful one holds the new.
      expect(row.startsAt).toEqual(at(date, move.statusCode === 200 ? '14:00' : '09:00'));
      if (move.statusCode === 409) expect(move.json()).toMatchObject({ message: messages.appointments.slotTaken });
      expect(await activeOf(expert.id)).toBe(2 - (online.statusCode === 409 ? 1 : 0));
    }
  });
});
