/**
 * How long it takes to compute a week of slots for an expert with 40 existing appointments.
 * Two figures per call, as p50/p99: the pure slot function (one call = one day) and the full
 * HTTP call GET /experts/{id}/available-times through Fastify's inject() on in-memory PGlite
 * (one call = one day: routing, validation, 5 queries, serialisation). Run: `npm run bench`.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config/env';
import { createDatabase } from '../apps/api/src/db/client';
import { seedReference } from '../apps/api/src/db/seed/reference';
import { computeSlots, type BusyInterval } from '../apps/api/src/modules/availability/slot-calculator';
import { addDays, isoWeekday, toVenueWallTime, venueWallTimeToInstant } from '../apps/api/src/lib/time';
import {
  createAppointment,
  createExpert,
  createOwner,
  createSubService,
  createVenue,
  SAC_KESIMI,
} from '../apps/api/test/factories';

const APPOINTMENTS = 40;
const PURE_WEEKS = 2_000;
const HTTP_WEEKS = 100;
const DURATION = 45;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
function report(label: string, samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} p50 ${fmt(percentile(s, 50)).padStart(10)}   p99 ${fmt(percentile(s, 99)).padStart(10)}   (n=${s.length})`,
  );
}

// A working week starting next Monday; 40 appointments spread over its six open days (Mon–Sat).
const today = toVenueWallTime(new Date()).date;
let monday = addDays(today, 1);
while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
const week = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
const bookings: { date: string; minute: number }[] = [];
for (let i = 0; i < APPOINTMENTS; i++) {
  const day = i % 6;
  const slot = Math.floor(i / 6); // 0..6 per day, one hour apart from 09:00
  bookings.push({ date: week[day]!, minute: 9 * 60 + slot * 60 });
}
const busy: BusyInterval[] = bookings.map((b) => {
  const start = venueWallTimeToInstant(b.date, b.minute);
  return { start, end: new Date(start.getTime() + DURATION * 60_000) };
});

// 1. The pure function.
{
  const hours = { start: 9 * 60, end: 18 * 60 };
  const now = new Date();
  const perDay: number[] = [];
  const perWeek: number[] = [];
  let offered = 0;
  for (let w = 0; w < PURE_WEEKS; w++) {
    const weekStart = performance.now();
    for (const date of week) {
      const t0 = performance.now();
      const slots = computeSlots({
        date,
        expertHours: isoWeekday(date) === 7 ? null : hours,
        venueHours: isoWeekday(date) === 7 ? null : hours,
        durationMinutes: DURATION,
        intervalMinutes: 30,
        busy,
        now,
      });
      perDay.push(performance.now() - t0);
      if (w === 0) offered += slots.length;
    }
    perWeek.push(performance.now() - weekStart);
  }
  console.log(`\nSlot computation, ${APPOINTMENTS} existing appointments, 09:00–18:00, 45-minute service, 30-minute grid`);
  console.log(`(${offered} starts offered over the week)\n`);
  report('pure computeSlots, per call (one day)', perDay);
  report('pure computeSlots, one week (7 calls)', perWeek);
}

// 1b. A day with 10 breaks and 20 time-off ranges (plus a buffer and a notice) against a plain day, the
// same appointments, measured interleaved in the same run; the ratio of the medians must stay at most 2.
{
  const hours = { start: 8 * 60, end: 20 * 60 };
  const date = week[1]!; // Tuesday
  const now = new Date();
  const dayBusy = busy.filter((b) => toVenueWallTime(b.start).date === date);
  const breaks = Array.from({ length: 10 }, (_, i) => ({ start: 8 * 60 + 15 + i * 70, end: 8 * 60 + 25 + i * 70 }));
  const blocked = Array.from({ length: 20 }, (_, i) => {
    // Ten ranges on the day itself (short ones through the afternoon), ten on the days around it.
    const onDay = i < 10;
    const start = venueWallTimeToInstant(onDay ? date : addDays(date, (i % 2 ? 1 : -1) * (1 + (i % 3))), 13 * 60 + i * 20);
    return { start, end: new Date(start.getTime() + 10 * 60_000), rule: 'timeOff' as const };
  });
  const plain = () =>
    computeSlots({
      date,
      expertHours: hours,
      venueHours: hours,
      durationMinutes: DURATION,
      intervalMinutes: 15,
      busy: dayBusy,
      now,
    });
  const withRules = () =>
    computeSlots({
      date,
      expertHours: hours,
      venueHours: hours,
      breaks,
      blocked,
      bufferMinutes: 10,
      minNoticeMinutes: 60,
      durationMinutes: DURATION,
      intervalMinutes: 15,
      busy: dayBusy.map((b) => ({ ...b, bufferMinutes: 10 })),
      now,
    });
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < 200; round++) {
    for (const [fn, out] of [
      [plain, a],
      [withRules, b],
    ] as const) {
      const t0 = performance.now();
      for (let k = 0; k < 50; k++) fn();
      out.push((performance.now() - t0) / 50);
    }
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  const ratio = median(b) / median(a);
  console.log(`\nAvailability rules: 08:00–20:00, 15-minute grid, ${dayBusy.length} appointments`);
  console.log(
    `(plain day offers ${plain().length} starts; with 10 breaks, 20 time-off ranges, buffer and notice ${withRules().length})\n`,
  );
  report('pure computeSlots, plain day', a);
  report('pure computeSlots, 10 breaks + 20 time off', b);
  console.log(`ratio of medians (rules / plain): ${ratio.toFixed(2)}× (budget 2×) ${ratio <= 2 ? 'OK' : 'OVER BUDGET'}`);
  if (ratio > 2) process.exitCode = 1;
}

// 2. The full HTTP call through inject() on in-memory PGlite.
{
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'randevu-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    UPLOAD_DIR: uploadDir,
    WEB_DIST_DIR: path.join(uploadDir, 'no-web'),
  });
  const database = await createDatabase({});
  await database.migrate();
  await seedReference(database.db);
  const db = database.db;
  const owner = await createOwner(db);
  const venue = await createVenue(db, { ownerId: owner.id });
  const sub = await createSubService(db, { venueId: venue.id, durationMinutes: DURATION });
  const expert = await createExpert(db, { venueId: venue.id, subServiceIds: [sub.id] });
  for (const b of bookings) {
    await createAppointment(db, {
      venueId: venue.id,
      expertId: expert.id,
      startsAt: venueWallTimeToInstant(b.date, b.minute),
      durationMinutes: DURATION,
    });
  }
  const app = await buildApp({ config, db });
  await app.ready();
  const url = (date: string) =>
    `/experts/${expert.id}/available-times?date=${date}&service_id=${SAC_KESIMI}&sub_service_id=${sub.id}`;

  for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: url(week[i % 7]!) }); // warm-up
  const perCall: number[] = [];
  const perWeek: number[] = [];
  let offered = 0;
  for (let w = 0; w < HTTP_WEEKS; w++) {
    const weekStart = performance.now();
    for (const date of week) {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: url(date) });
      perCall.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
      if (w === 0) offered += (res.json().data as string[]).length;
    }
    perWeek.push(performance.now() - weekStart);
  }
  console.log(`\n(HTTP answers offered ${offered} starts over the week)\n`);
  report('HTTP inject() on PGlite, per call (one day)', perCall);
  report('HTTP inject() on PGlite, one week (7 calls)', perWeek);
  console.log('');
  await app.close();
  await database.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
}
