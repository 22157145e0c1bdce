import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { messages, type ManageAppointment } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { appointmentRow, nextWeekday, seedAppointment, statusHistoryOf } from '../../../test/fixtures';
import { guestBooksWithLink, outboxOf } from '../../../test/manage-link';
import { injectAs } from '../../../test/requests';
import { DAY, endedAppointment, HOUR, testClock } from '../../../test/reviews';
import { appointmentManageTokens } from '../../db/schema';
import { hashManageToken, issueManageToken, viewTokenOf } from './manage.service';

const linkInvalid = { success: false, code: 'MANAGE_LINK_INVALID', message: messages.manage.linkInvalid };
const clock = testClock();
let t: TestApp;
let user: Session;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp(
    { publicUrl: 'https://randevu.example', limits: { appointmentPerIp: 10_000, manageLinkPerIp: 10_000 } },
    undefined,
    clock.now,
  );
  const owner = await registerOwner(t.app);
  user = await registerUser(t.app);
  venueId = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Işıl Güzellik Salonu' })).id;
});
afterAll(() => t.close());

const tokensOf = (id: number) => t.db.select().from(appointmentManageTokens).where(eq(appointmentManageTokens.appointmentId, id));
const get = (token: string) => t.app.inject({ method: 'GET', url: `/api/manage/${token}` });
/** The view link a calendar file carries: its `URL` property, checked against the description's. */
function viewLinkIn(body: string): string {
  const event = new ICAL.Component(ICAL.parse(body)).getFirstSubcomponent('vevent')!;
  const url = String(event.getFirstPropertyValue('url'));
  expect(String(event.getFirstPropertyValue('description'))).toContain(url);
  const token = /^https:\/\/randevu\.example\/randevu\/([A-Za-z0-9_-]{22})$/.exec(url)?.[1];
  expect(token, url).toBeDefined();
  return token!;
}

describe('the calendar file’s view link', () => {
  it('is what both calendar files carry, never the manage token; the same manage link gives the same view link', async () => {
    const { id, token } = await guestBooksWithLink(t, venueId, '10:00', nextWeekday(3));
    const first = await t.app.inject({ method: 'GET', url: `/api/manage/${token}/calendar.ics` });
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain(token);
    const view = viewLinkIn(first.body);
    expect(view).toBe(viewTokenOf(token));
    const again = await t.app.inject({ method: 'GET', url: `/api/manage/${token}/calendar.ics` });
    expect(viewLinkIn(again.body)).toBe(view);
    const stored = await tokensOf(id);
    expect(stored.map((r) => [r.tokenHash, r.scope]).sort()).toEqual(
      [
        [hashManageToken(token), 'manage'],
        [hashManageToken(view), 'view'],
      ].sort(),
    );

    const mine = await seedAppointment(t.db, venueId, new Date(Date.now() + 3 * DAY), 'confirmed', 'user', {
      userId: user.user.id,
    });
    const manageToken = await issueManageToken(t.db, mine.id);
    const res = await injectAs(t.app, 'GET', `/api/user/appointments/${mine.id}/calendar.ics`, user);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(manageToken);
    expect(res.body).not.toContain('/dashboard/');
    const userView = viewLinkIn(res.body);
    expect((await get(userView)).json().data).toMatchObject({ id: mine.id, access: 'view', can_cancel: false });
  });

  it('opens the appointment read-only: every action false, no calendar file, nothing to review', async () => {
    const { id, token } = await guestBooksWithLink(t, venueId, '11:00', nextWeekday(3));
    const view = viewLinkIn((await t.app.inject({ method: 'GET', url: `/api/manage/${token}/calendar.ics` })).body);
    const full = (await get(token)).json().data as ManageAppointment;
    const res = await get(view);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({
      ...full,
      allowed_actions: [],
      can_cancel: false,
      can_reschedule: false,
      calendar_url: null,
      access: 'view',
    });
    expect(full).toMatchObject({ id, can_cancel: true, can_reschedule: true, access: 'manage' });
  });

  it('cancels, moves, reviews and downloads nothing: the same 404 as an unknown link, and nothing changed', async () => {
    const { id, token, date } = await guestBooksWithLink(t, venueId, '12:00', nextWeekday(3));
    const view = viewLinkIn((await t.app.inject({ method: 'GET', url: `/api/manage/${token}/calendar.ics` })).body);
    const before = {
      row: await appointmentRow(t.db, id),
      history: await statusHistoryOf(t.db, id),
      outbox: await outboxOf(t.db, id),
    };
    const attempts = [
      { method: 'POST' as const, url: `/api/manage/${view}/cancel`, payload: { cancellation_reason: 'Gelemiyorum' } },
      {
        method: 'POST' as const,
        url: `/api/manage/${view}/reschedule`,
        payload: { appointment_date: date, appointment_time: '15:00' },
      },
      { method: 'POST' as const, url: `/api/manage/${view}/review`, payload: { rating: 5 } },
      { method: 'PUT' as const, url: `/api/manage/${view}/review`, payload: { rating: 5 } },
      { method: 'GET' as const, url: `/api/manage/${view}/calendar.ics` },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject(attempt);
      expect(res.statusCode, attempt.url).toBe(404);
      expect(res.json()).toEqual(linkInvalid);
    }
    expect(await appointmentRow(t.db, id)).toEqual(before.row);
    expect(await statusHistoryOf(t.db, id)).toEqual(before.history);
    expect(await outboxOf(t.db, id)).toEqual(before.outbox);
    expect((await get(token)).json().data).toMatchObject({ status: 'pending', can_cancel: true });
  });

  it('cannot review a completed visit either, while the manage link can', async () => {
    const row = await endedAppointment(t.db, { venueId, now: clock.now(), endedAgo: 3 * HOUR, status: 'completed' });
    const token = await issueManageToken(t.db, row.id);
    const view = viewLinkIn((await t.app.inject({ method: 'GET', url: `/api/manage/${token}/calendar.ics` })).body);
    expect((await get(view)).json().data).toMatchObject({ review: null, review_window_ends_at: null, access: 'view' });
    const refused = await t.app.inject({ method: 'POST', url: `/api/manage/${view}/review`, payload: { rating: 5 } });
    expect(refused.json()).toEqual(linkInvalid);
    const written = await t.app.inject({ method: 'POST', url: `/api/manage/${token}/review`, payload: { rating: 5 } });
    expect(written.statusCode, written.body).toBe(201);
    expect((await get(view)).json().data.review).toMatchObject({ rating: 5 });
  });
});
