/**
 * PUT /api/owner/appointments/{id}/status: a completed visit turns `no_show` within 7 days of its start
 * "unless the customer has already reviewed the visit" (decision 029, amendment; the review of decision 039, hidden or
 * not). The refusal is 409 `ALREADY_REVIEWED` with its Turkish text, nothing changed; the usual 401/403/404 first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { reviews } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { injectAs } from '../../../test/requests';
import { appointmentRow, seedAppointment, statusHistoryOf } from '../../../test/fixtures';

const m = messages.ownerAppointments;
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function reviewedVisit(opts: { hidden?: boolean; reviewed?: boolean } = {}) {
  const session = await registerOwner(t.app);
  const venue = await createVenue(t.db, { ownerId: session.user.id, name: 'Işıl Güzellik Salonu' });
  const a = await seedAppointment(t.db, venue.id, new Date(Date.now() - 2 * DAY), 'completed', 'user');
  if (opts.reviewed !== false)
    await t.db.insert(reviews).values({
      appointmentId: a.id,
      venueId: venue.id,
      rating: 4,
      comment: 'Güzeldi',
      ...(opts.hidden ? { hiddenAt: new Date(), hiddenReason: 'spam', hiddenKind: 'moderator' as const } : {}),
    });
  return { session, a };
}
const put = (session: Session | null, id: number, payload: unknown) =>
  injectAs(t.app, 'PUT', `/api/owner/appointments/${id}/status`, session, payload);

describe('the no-show correction of a reviewed visit', () => {
  it('refuses a reviewed completed visit with 409 ALREADY_REVIEWED and the Turkish text, changing nothing', async () => {
    const { session, a } = await reviewedVisit();
    const before = await appointmentRow(t.db, a.id);
    const res = await put(session, a.id, { status: 'no_show', reason: 'Aradık, gelmemiş' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'ALREADY_REVIEWED', message: m.noShowCorrectionReviewed });
    expect(await appointmentRow(t.db, a.id)).toEqual(before);
    expect(await statusHistoryOf(t.db, a.id)).toEqual([]);
  });

  it('counts a review the moderators hid: the customer still reviewed the visit', async () => {
    const { session, a } = await reviewedVisit({ hidden: true });
    const res = await put(session, a.id, { status: 'no_show' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_REVIEWED');
  });

  it('still turns an unreviewed completed visit into no_show', async () => {
    const { session, a } = await reviewedVisit({ reviewed: false });
    const res = await put(session, a.id, { status: 'no_show' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('no_show');
  });

  it('answers the other values of a reviewed completed visit as before (already completed)', async () => {
    const { session, a } = await reviewedVisit();
    const res = await put(session, a.id, { status: 'completed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_COMPLETED', message: m.alreadyCompleted });
  });

  it('answers 401 without a session, 403 to a user and 404 to another owner before any review rule', async () => {
    const { a } = await reviewedVisit();
    const user = await registerUser(t.app);
    const stranger = await registerOwner(t.app);
    expect((await put(null, a.id, { status: 'no_show' })).statusCode).toBe(401);
    expect((await put(user, a.id, { status: 'no_show' })).statusCode).toBe(403);
    expect((await put(stranger, a.id, { status: 'no_show' })).statusCode).toBe(404);
    expect((await appointmentRow(t.db, a.id))?.status).toBe('completed');
  });

  it('refuses a bad status with 400, changing nothing', async () => {
    const { session, a } = await reviewedVisit();
    expect((await put(session, a.id, { status: 'gelmedi' })).statusCode).toBe(400);
    expect((await appointmentRow(t.db, a.id))?.status).toBe('completed');
  });

  it('says the refusal in Turkish', () => {
    expect(m.noShowCorrectionReviewed).toBe('Müşteri bu randevuyu değerlendirdiği için durum artık değiştirilemez.');
  });
});
