import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { block, calendarDay, calendarExpert, DAY } from '../../../../test/calendar-fixtures';
import { freeExpertNow, orderByNextAppointment, walkInTime } from './calendar-layout';
import { daySummary } from './day-summary';

const names = (experts: { name: string }[]) => experts.map((e) => e.name);

describe("the phone's home: the columns' order, the walk-in's defaults and the day's figures", () => {
  const data = calendarDay({
    experts: [calendarExpert(7, 'Ayşe'), calendarExpert(8, 'Mehmet'), calendarExpert(10, 'Zehra')],
    appointments: [
      block(1, { expert_id: 7, starts_at_local: `${DAY}T09:00`, ends_at_local: `${DAY}T09:30` }),
      block(2, { expert_id: 8, starts_at_local: `${DAY}T14:00`, ends_at_local: `${DAY}T15:00` }),
      block(3, { expert_id: 10, starts_at_local: `${DAY}T11:00`, ends_at_local: `${DAY}T11:45` }),
      block(4, { expert_id: 7, starts_at_local: `${DAY}T16:00`, ends_at_local: `${DAY}T16:30` }),
    ],
  });

  it('puts the expert with the next appointment first, then by that time; an appointment under way counts', () => {
    expect(names(orderByNextAppointment(data, data.experts, DAY, `${DAY}T08:00`))).toEqual(['Ayşe', 'Zehra', 'Mehmet']);
    expect(names(orderByNextAppointment(data, data.experts, DAY, `${DAY}T10:30`))).toEqual(['Zehra', 'Mehmet', 'Ayşe']);
    expect(names(orderByNextAppointment(data, data.experts, DAY, `${DAY}T11:30`))).toEqual(['Zehra', 'Mehmet', 'Ayşe']);
    expect(names(orderByNextAppointment(data, data.experts, DAY, `${DAY}T14:30`))).toEqual(['Mehmet', 'Ayşe', 'Zehra']);
    // Nothing left: the given order (by name) stays.
    expect(names(orderByNextAppointment(data, data.experts, DAY, `${DAY}T17:00`))).toEqual(['Ayşe', 'Mehmet', 'Zehra']);
    // Another day's appointments do not count.
    expect(names(orderByNextAppointment(data, data.experts, '2030-03-13', `${DAY}T08:00`))).toEqual(['Ayşe', 'Mehmet', 'Zehra']);
  });

  it('keeps every expert exactly once, whatever the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), (m) => {
        const now = `${DAY}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const ordered = orderByNextAppointment(data, data.experts, DAY, now);
        expect([...names(ordered)].sort()).toEqual(['Ayşe', 'Mehmet', 'Zehra']);
      }),
    );
  });

  it('a walk-in goes to the first expert working now with no appointment now; none when all are busy or off', () => {
    expect(freeExpertNow(data, data.experts, `${DAY}T09:15`)?.name).toBe('Mehmet');
    // 09:45: Ayşe's 09:00 appointment is over.
    expect(freeExpertNow(data, data.experts, `${DAY}T09:45`)?.name).toBe('Ayşe');
    // Ayşe's lunch is not 'free'.
    const lunch = calendarDay();
    expect(freeExpertNow(lunch, lunch.experts, `${DAY}T12:15`)?.name).toBe('Mehmet Kaya');
    expect(freeExpertNow(data, data.experts, `${DAY}T20:00`)).toBeNull();
  });

  it('a walk-in starts now, rounded up to five minutes', () => {
    expect(walkInTime(`${DAY}T10:30`)).toBe('10:30');
    expect(walkInTime(`${DAY}T10:31`)).toBe('10:35');
    expect(walkInTime(`${DAY}T23:58`)).toBe('23:55');
  });

  it("sums the day's expected revenue in kuruş: pending, confirmed and completed, not a no-show; other days apart", () => {
    const day = calendarDay({
      appointments: [
        block(1, { status: 'pending', price: 0.1 }),
        block(2, { status: 'confirmed', price: 0.2 }),
        block(3, { status: 'completed', price: 1200 }),
        block(4, { status: 'no_show', price: 500 }),
        block(5, { status: 'pending', appointment_date: '2030-03-13', price: 300 }),
      ],
    });
    const summary = daySummary(day, DAY);
    expect(summary.count).toBe(4);
    expect(summary.pending.map((a) => a.id)).toEqual([1]);
    // 0.1 + 0.2 in lira would be 0.30000000000000004: in kuruş it is 30.
    expect(summary.revenueKurus).toBe(120_030);
  });
});
