import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { appointmentRow, seedAppointment, statusHistoryOf } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { venues } from '../../db/schema';

/** A customer cannot cancel later than the venue's cancellation notice before the start; the owner can. */
const HOUR = 3_600_000;
let t: TestApp;
let ayse: Session;
let owner: Session;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ayse = await registerUser(t.app);
  owner = await registerOwner(t.app);
  venueId = (await createVenue(t.db, { ownerId: owner.user.id })).id;
});
afterAll(() => t.close());

const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const book = (startsAt: Date) => seedAppointment(t.db, venueId, startsAt, 'pending', 'owner', { userId: ayse.user.id });
const cancel = (id: number) => injectAs(t.app, 'POST', `/api/user/appointments/${id}/cancel`, ayse, {});
const setNotice = (hours: number) => t.db.update(venues).set({ cancellationNoticeHours: hours }).where(eq(venues.id, venueId));
const deadline = (hours: number) => messages.availabilityRules.cancellationDeadline.replace('{hours}', String(hours));

describe('the cancellation deadline', () => {
  it('refuses a customer’s cancel inside the default 2 hours with 409 naming the rule, and changes nothing', async () => {
    await setNotice(2);
    const a = await book(inHours(1.5));
    const history = await statusHistoryOf(t.db, a.id);
    const res = await cancel(a.id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'CANCELLATION_DEADLINE', message: deadline(2) });
    expect((await appointmentRow(t.db, a.id)).status).toBe('pending');
    expect(await statusHistoryOf(t.db, a.id)).toEqual(history);
  });

  it('lets the customer cancel before the deadline', async () => {
    await setNotice(2);
    const a = await book(inHours(2.5));
    expect((await cancel(a.id)).statusCode).toBe(200);
  });

  it('follows the venue’s own notice: 24 hours refuses a cancel 20 hours ahead, 0 allows one until the start', async () => {
    await setNotice(24);
    const a = await book(inHours(20));
    expect((await cancel(a.id)).json()).toMatchObject({ code: 'CANCELLATION_DEADLINE', message: deadline(24) });
    await setNotice(0);
    expect((await cancel(a.id)).statusCode).toBe(200);
    const soon = await book(inHours(0.1));
    expect((await cancel(soon.id)).statusCode).toBe(200);
  });

  it('never binds the owner: a request an hour ahead can still be declined', async () => {
    await setNotice(2);
    const a = await book(inHours(1));
    const res = await injectAs(t.app, 'PUT', `/api/owner/appointments/${a.id}/status`, owner, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await appointmentRow(t.db, a.id)).status).toBe('cancelled');
  });
});
