import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { nextWeekday } from '../../../test/fixtures';
import { guestBooksWithLink, outboxOf, TOKEN_IN_TEXT } from '../../../test/manage-link';
import { injectAs } from '../../../test/requests';
import { appointmentManageTokens } from '../../db/schema';
import { toSmsText } from '../notifications/channels/sms-text';
import { fill } from '../notifications/templates/appointment-messages';
import { formatVenueInstant } from '../notifications/templates/format';
import { hashManageToken, MANAGE_REVOKES_PER_HOUR, viewTokenOf } from './manage.service';
import { drainEvents } from '../../../test/outbox-events';

const n = messages.notifications;
const linkInvalid = { success: false, code: 'MANAGE_LINK_INVALID', message: messages.manage.linkInvalid };
const VENUE = 'Işıl Güzellik Salonu';
let t: TestApp;
let owner: Session;
let stranger: Session;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://randevu.example', limits: { appointmentPerIp: 10_000, manageLinkPerIp: 10_000 } });
  owner = await registerOwner(t.app);
  stranger = await registerOwner(t.app);
  venueId = (await createVenue(t.db, { ownerId: owner.user.id, name: VENUE })).id;
});
afterAll(() => t.close());

const tokensOf = async (id: number) =>
  (await t.db.select().from(appointmentManageTokens).where(eq(appointmentManageTokens.appointmentId, id))).map(
    (r) => `${r.scope}:${r.tokenHash}`,
  );
const get = (token: string) => t.app.inject({ method: 'GET', url: `/api/manage/${token}` });
const revoke = (token: string) => t.app.inject({ method: 'POST', url: `/api/manage/${token}/revoke` });
const ownerRevoke = (session: Session | null, id: number) =>
  injectAs(t.app, 'POST', `/api/owner/appointments/${id}/manage-link/revoke`, session);
const calendarView = async (token: string) => {
  expect((await t.app.inject({ method: 'GET', url: `/api/manage/${token}/calendar.ics` })).statusCode).toBe(200);
  return viewTokenOf(token);
};

/** A guest's appointment, confirmed by the owner (a second manage link), with the calendar file's view link. */
async function bookedWithLinks(time: string) {
  const { id, token } = await guestBooksWithLink(t, venueId, time, nextWeekday(4));
  expect((await injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, owner, { status: 'confirmed' })).statusCode).toBe(
    200,
  );
  const confirmed = (await outboxOf(t.db, id)).find((r) => r.kind === 'appointment_confirmed' && r.channel === 'sms')!;
  const second = TOKEN_IN_TEXT.exec(confirmed.text)![1]!;
  return { id, links: [token, second, await calendarView(token)] };
}

/** The renewal's messages: the exact Turkish texts, and the one new manage token they carry. */
async function renewal(id: number) {
  const rows = (await outboxOf(t.db, id)).filter((r) => r.kind === 'manage_link_renewed');
  const email = rows.find((r) => r.channel === 'email')!;
  const sms = rows.find((r) => r.channel === 'sms')!;
  const token = TOKEN_IN_TEXT.exec(email.text)![1]!;
  return { rows, email, sms, token };
}

describe('POST /api/manage/:token/revoke', () => {
  it('stops every manage and view link of the appointment and sends the customer a new one by e-mail and SMS', async () => {
    const { id, links } = await bookedWithLinks('10:00');
    for (const link of links) expect((await get(link)).statusCode).toBe(200);
    const res = await revoke(links[0]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ success: true, data: { messages_sent: expect.any(Number) } });

    for (const link of links) expect((await get(link)).json()).toEqual(linkInvalid);
    const { rows, email, sms, token } = await renewal(id);
    expect(rows).toHaveLength(2);
    expect(await tokensOf(id)).toEqual([`manage:${hashManageToken(token)}`]);
    const data = (await get(token)).json().data;
    expect(data).toMatchObject({ id, access: 'manage', can_cancel: true });
    const v = { venue: VENUE, ...formatVenueInstant(new Date(data.starts_at)) };
    expect(email.subject).toBe(fill(n.linkRenewedSubject, v));
    expect(email.recipient).toBe('ayse@example.com');
    expect(email.text).toContain(fill(n.linkRenewedBody, v));
    expect(email.text).toContain(`${messages.manage.ctaManage}: https://randevu.example/randevu/${token}`);
    expect(sms.text).toBe(toSmsText(fill(n.linkRenewedSms, { ...v, url: `https://randevu.example/randevu/${token}` })));
    expect(sms.text.length).toBeLessThanOrEqual(160);
    expect(res.json().data.messages_sent).toBeGreaterThanOrEqual(2);

    // The queued reminders carried the revoked link: they are withdrawn and written again with the new one.
    const reminders = (await outboxOf(t.db, id)).filter((r) => r.kind.startsWith('reminder_'));
    const pending = reminders.filter((r) => r.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    for (const r of pending) expect(r.text).not.toMatch(new RegExp(links.slice(0, 2).join('|')));
    for (const r of pending.filter((p) => p.channel === 'email')) expect(r.text).toContain(`/randevu/${token}`);
    expect(reminders.filter((r) => r.status === 'cancelled').length).toBe(pending.length);
  });

  it('answers the unknown link’s 404 to a revoked link, a view link and a second revoke, and changes nothing', async () => {
    const { id, links } = await bookedWithLinks('11:00');
    const view = links[2]!;
    const before = { tokens: await tokensOf(id), outbox: await outboxOf(t.db, id) };
    const byView = await revoke(view);
    expect(byView.statusCode).toBe(404);
    expect(byView.json()).toEqual(linkInvalid);
    expect(await tokensOf(id)).toEqual(before.tokens);
    expect(await outboxOf(t.db, id)).toEqual(before.outbox);

    expect((await revoke(links[1]!)).statusCode).toBe(200);
    await drainEvents(t);
    const after = { tokens: await tokensOf(id), outbox: await outboxOf(t.db, id) };
    for (const link of links) {
      const again = await revoke(link);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual(linkInvalid);
    }
    expect(await tokensOf(id)).toEqual(after.tokens);
    expect(await outboxOf(t.db, id)).toEqual(after.outbox);
  });
});

describe('POST /api/owner/appointments/:id/manage-link/revoke', () => {
  it('answers 401 without a session, 403 to a user and 404 for another owner’s appointment, and changes nothing', async () => {
    const { id, links } = await bookedWithLinks('12:00');
    const before = { tokens: await tokensOf(id), outbox: await outboxOf(t.db, id) };
    const none = await ownerRevoke(null, id);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(messages.common.unauthorized);
    const asUser = await ownerRevoke(await registerUser(t.app), id);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json().message).toBe(messages.common.forbidden);
    const other = await ownerRevoke(stranger, id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(messages.ownerAppointments.missing);
    expect(await tokensOf(id)).toEqual(before.tokens);
    expect(await outboxOf(t.db, id)).toEqual(before.outbox);
    for (const link of links) expect((await get(link)).statusCode).toBe(200);
  });

  it('revokes the customer’s links of the owner’s appointment and sends a new one; 429 after five renewals in an hour', async () => {
    const { id, links } = await bookedWithLinks('13:00');
    const res = await ownerRevoke(owner, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.messages_sent).toBeGreaterThanOrEqual(2);
    for (const link of links) expect((await get(link)).json()).toEqual(linkInvalid);
    const { token } = await renewal(id);
    expect((await get(token)).json().data).toMatchObject({ id, access: 'manage' });

    for (let i = 1; i < MANAGE_REVOKES_PER_HOUR; i++) expect((await ownerRevoke(owner, id)).statusCode).toBe(200);
    const sent = (await outboxOf(t.db, id)).length;
    const limited = await ownerRevoke(owner, id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(messages.manage.rateLimited);
    expect((await outboxOf(t.db, id)).length).toBe(sent);
  });
});
