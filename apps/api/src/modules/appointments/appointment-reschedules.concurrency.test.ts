import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { postgresForSuite } from '../../../test/build-test-app';
import { bookableVenueOnPostgres } from '../../../test/concurrency-suite';
import { registerUser, type Session } from '../../../test/auth-helpers';
import { createExpert } from '../../../test/factories';
import { appointmentRow, nextWeekday, slotFields } from '../../../test/fixtures';
import { availableTimes, injectAs } from '../../../test/requests';

/**
 * Decision 036 against real PostgreSQL (separate connections, READ COMMITTED): customers rescheduling into
 * the same new time at the same moment. One wins; every loser keeps its old time, still booked. PGlite has one
 * connection, so this runs on PostgreSQL only (see appointments.concurrency.test.ts).
 */
const openDatabase = await postgresForSuite();

describe.runIf(openDatabase !== null)('rescheduling into one slot concurrently on PostgreSQL', () => {
  const suite = bookableVenueOnPostgres(openDatabase, 40);
  const date = nextWeekday(2);

  async function booked(user: Session, expertId: number, time: string) {
    const res = await injectAs(
      suite.t.app,
      'POST',
      '/api/user/appointments',
      user,
      slotFields({ expertId, venueId: suite.venueId, subId: suite.subId, date, time }),
    );
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { id: number } }).data.id;
  }

  it.each([2, 8])('%i customers move to the same free time at once: one wins, the others keep their old times', async (n) => {
    const expert = await createExpert(suite.t.db, { venueId: suite.venueId, subServiceIds: [suite.subId] });
    const olds = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'].slice(0, n);
    const users = await Promise.all(olds.map(() => registerUser(suite.t.app)));
    const ids: number[] = [];
    for (const [i, time] of olds.entries()) ids.push(await booked(users[i]!, expert.id, time));
    const before = await Promise.all(ids.map((id) => appointmentRow(suite.t.db, id)));

    const responses = await Promise.all(
      ids.map((id, i) =>
        injectAs(suite.t.app, 'POST', `/api/user/appointments/${id}/reschedule`, users[i]!, {
          appointment_date: date,
          appointment_time: '17:00',
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(n - 1);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ success: false, message: messages.appointments.slotTaken });

    const winner = statuses.indexOf(200);
    const after = await Promise.all(ids.map((id) => appointmentRow(suite.t.db, id)));
    for (const [i, row] of after.entries()) {
      if (i === winner) expect(row.startsAt.getTime()).not.toBe(before[i]!.startsAt.getTime());
      else expect(row).toMatchObject({ status: before[i]!.status, startsAt: before[i]!.startsAt, endsAt: before[i]!.endsAt });
    }
    // The winner's old time is free again; the losers' old times and the new one are taken.
    const free = await availableTimes(suite.t.app, expert.id, date, suite.subId);
    expect(free).toContain(olds[winner]);
    expect(free).not.toContain('17:00');
    for (const [i, time] of olds.entries()) if (i !== winner) expect(free).not.toContain(time);
  });
});
