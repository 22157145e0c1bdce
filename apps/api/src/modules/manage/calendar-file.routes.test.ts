import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { seedAppointment } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { eq } from 'drizzle-orm';
import { appointments } from '../../db/schema';
import { issueManageToken, viewTokenOf } from './manage.service';

const mm = messages.manage;
const DAY = 86_400_000;

let t: TestApp;
let owner: Session;
let user: Session;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://randevu.example', limits: { manageLinkPerIp: 10_000 } });
  owner = await registerOwner(t.app);
  user = await registerUser(t.app);
  venueId = (
    await createVenue(t.db, { ownerId: owner.user.id, name: 'Işıl Güzellik Salonu', address: 'Saraçlar Caddesi No: 12, Edirne' })
  ).id;
});
afterAll(() => t.close());

/** A pending appointment three days ahead, `user`'s unless told otherwise, with a manage link. */
async function appointment(userId: number | null = user.user.id) {
  const startsAt = new Date(Math.ceil((Date.now() + 3 * DAY) / 60_000) * 60_000);
  const row = await seedAppointment(t.db, venueId, startsAt, 'pending', 'user', { userId, subServiceName: 'Kısa Kesim' });
  return { row, token: await issueManageToken(t.db, row.id) };
}

const ics = (token: string) => t.app.inject({ method: 'GET', url: `/api/manage/${token}/calendar.ics` });

/** The file as a calendar application reads it (ical.js). */
function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const value = (name: string) => event.getFirstPropertyValue(name);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: value('uid'),
    sequence: value('sequence'),
    start: (value('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (value('dtend') as ICAL.Time).toJSDate().toISOString(),
    utc: (value('dtstart') as ICAL.Time).zone?.tzid,
    summary: value('summary'),
    location: value('location'),
    status: value('status'),
    alarms: event.getAllSubcomponents('valarm').map((a) => String(a.getFirstPropertyValue('trigger'))),
  };
}

describe('GET /api/manage/:token/calendar.ics', () => {
  it('answers an RFC 5545 file: one stable UID, UTC start and end, the venue’s address, a reminder an hour before', async () => {
    const { row, token } = await appointment(null);
    const res = await ics(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="randevu-${row.id}.ics"`);
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(parse(res.body)).toEqual({
      method: 'PUBLISH',
      uid: `appointment-${row.id}@randevu.com.tr`,
      sequence: 0,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      utc: 'UTC',
      summary: mm.calendarSummary.replace('{service}', 'Saç Kesimi – Kısa Kesim').replace('{venue}', 'Işıl Güzellik Salonu'),
      location: 'Saraçlar Caddesi No: 12, Edirne, 1.murat Mahallesi, Merkez/Edirne',
      status: 'TENTATIVE',
      alarms: ['-PT1H'],
    });
    expect(res.body).toContain(`https://randevu.example/randevu/${viewTokenOf(token)}`);
    expect(res.body).not.toContain(token);
  });

  it('raises SEQUENCE with every change and withdraws the event after a cancel (METHOD:CANCEL, STATUS:CANCELLED)', async () => {
    const { row, token } = await appointment(null);
    const confirm = await injectAs(t.app, 'PUT', `/api/owner/appointments/${row.id}/status`, owner, { status: 'confirmed' });
    expect(confirm.statusCode).toBe(200);
    const confirmed = parse((await ics(token)).body);
    expect(confirmed).toMatchObject({ method: 'PUBLISH', sequence: 1, status: 'CONFIRMED', alarms: ['-PT1H'] });

    expect((await t.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, payload: {} })).statusCode).toBe(200);
    const cancelled = parse((await ics(token)).body);
    expect(cancelled).toMatchObject({
      method: 'CANCEL',
      uid: confirmed.uid,
      sequence: 2,
      status: 'CANCELLED',
      start: confirmed.start,
      alarms: [],
    });
  });

  it('raises SEQUENCE when any code path moves the appointment, and not for a change the calendar does not show', async () => {
    const { row, token } = await appointment(null);
    await t.db.update(appointments).set({ notes: 'Kapıda bekleyeceğim' }).where(eq(appointments.id, row.id));
    expect(parse((await ics(token)).body).sequence).toBe(0);
    const later = new Date(row.startsAt.getTime() + 3_600_000);
    await t.db
      .update(appointments)
      .set({ startsAt: later, endsAt: new Date(later.getTime() + 45 * 60_000) })
      .where(eq(appointments.id, row.id));
    expect(parse((await ics(token)).body)).toMatchObject({ sequence: 1, start: later.toISOString() });
  });

  it('answers the same 404 as the page for an unknown link', async () => {
    const res = await ics('kM2n0pQrStUvWxYz012345');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'MANAGE_LINK_INVALID', message: mm.linkInvalid });
  });
});

describe('GET /api/user/appointments/:id/calendar.ics', () => {
  const mine = (session: Session | null, id: number) =>
    injectAs(t.app, 'GET', `/api/user/appointments/${id}/calendar.ics`, session);

  it('answers the signed-in user’s own appointment as a calendar file', async () => {
    const { row } = await appointment();
    const res = await mine(user, row.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="randevu-${row.id}.ics"`);
    expect(parse(res.body)).toMatchObject({ method: 'PUBLISH', uid: `appointment-${row.id}@randevu.com.tr`, sequence: 0 });
  });

  it('answers 401 without a session, 403 to an owner and 404 for another user’s appointment', async () => {
    const { row } = await appointment();
    const none = await mine(null, row.id);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(messages.common.unauthorized);
    const asOwner = await mine(owner, row.id);
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json().message).toBe(messages.common.forbidden);
    const other = await mine(await registerUser(t.app), row.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(messages.myAppointments.missing);
  });
});
