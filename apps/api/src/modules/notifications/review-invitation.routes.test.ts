import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, type Session } from '../../../test/auth-helpers';
import { createVenue } from '../../../test/factories';
import { appointmentRow, seedAppointment } from '../../../test/fixtures';
import { outboxOf, TOKEN_IN_TEXT } from '../../../test/manage-link';
import { DAY, HOUR } from '../../../test/reviews';
import { runCompletionJob } from '../../../test/completion-job';
import { createNotificationsRepository } from './notifications.repository';
import { toSmsText } from './channels/sms-text';
import { fill } from './templates/appointment-messages';

/**
 * After a visit completes (the job's sweep, or the owner's "Geldi") the customer gets ONE invitation to
 * review it, due when reviewing opens (decision 053: 1 hour after the end of the owner's "Geldi", 7 days after the
 * start for the job's, once the owner's no-show correction window is over), by e-mail (else SMS without free text),
 * never to a contact that opted out, none once the review window is over; the owner's "Gelmedi" withdraws one not
 * sent yet.
 */
const MIN = 60_000;
const n = messages.notifications;
let t: TestApp;
let owner: Session;
let venueId: number;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://randevu.example' });
  owner = await registerOwner(t.app);
  venueId = (await createVenue(t.db, { ownerId: owner.user.id, name: 'Işıl Güzellik Salonu' })).id;
});
afterAll(() => t.close());

const tick = () => runCompletionJob(t);
/** A confirmed 45-minute appointment that ended `endedAgo` ms ago (negative: still running). */
const confirmedEnded = (endedAgo: number, extra: Parameters<typeof seedAppointment>[5] = {}) =>
  seedAppointment(t.db, venueId, new Date(Date.now() - endedAgo - 45 * MIN), 'confirmed', 'user', extra);
const invitationsOf = async (id: number) => (await outboxOf(t.db, id)).filter((r) => r.kind === 'review_invitation');
const setStatus = (id: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/owner/appointments/${id}/status`,
    headers: owner.headers,
    payload: { status },
  });

describe('the review invitation', () => {
  it('one e-mail when the job completes a visit, due when the correction window closes, with the manage link; never a second', async () => {
    const row = await confirmedEnded(10 * MIN);
    expect((await tick()).ran).toBe(true);
    expect((await appointmentRow(t.db, row.id)).status).toBe('completed');
    const [invite, ...more] = await invitationsOf(row.id);
    expect(more).toEqual([]);
    expect(invite).toMatchObject({ channel: 'email', recipient: 'mehmet@example.com', status: 'pending' });
    expect(invite!.subject).toBe(n.reviewInvitationSubject.replace('{venue}', 'Işıl Güzellik Salonu'));
    // Decision 053: not before the owner could still say "Gelmedi" (7 days after the start).
    expect(invite!.sendAfter!.getTime()).toBe(row.startsAt.getTime() + 7 * DAY);
    expect(invite!.text).toContain(n.reviewInvitationWindow);
    expect(invite!.html).toContain(n.ctaReview);
    expect(invite!.text).toMatch(TOKEN_IN_TEXT);
    // Reviewing opens then: the link's page is where the form is.
    await tick();
    expect(await invitationsOf(row.id)).toHaveLength(1);
  });

  it('an SMS with no free text when the customer gave no e-mail', async () => {
    const row = await confirmedEnded(2 * HOUR, { customerEmail: '', notes: 'http://spam.example' });
    await tick();
    const [sms, ...more] = await invitationsOf(row.id);
    expect(more).toEqual([]);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+905321112233' });
    // Due when reviewing opens, after the owner's correction window (decision 053).
    expect(sms!.sendAfter!.getTime()).toBe(row.startsAt.getTime() + 7 * DAY);
    // The template's text in the SMS alphabet (ı → i, ğ → g), with only the venue's name and the link filled in.
    const url = `https://randevu.example/randevu/${TOKEN_IN_TEXT.exec(sms!.text)![1]}`;
    expect(sms!.text).toBe(toSmsText(fill(n.reviewInvitationSms, { venue: 'Işıl Güzellik Salonu', url })));
  });

  it('none to a contact that opted out of this venue’s messages, and none once the 30 days are over', async () => {
    await createNotificationsRepository(t.db).optOut({ venueId, channel: 'email', contact: 'optout@example.com' });
    const optedOut = await confirmedEnded(10 * MIN, { customerEmail: 'OptOut@example.com' });
    // The job's visit stays reviewable 30 days after the correction window (start + 7 days) closed (decision 053).
    const late = await confirmedEnded(38 * DAY);
    await tick();
    expect((await appointmentRow(t.db, optedOut.id)).status).toBe('completed');
    expect((await appointmentRow(t.db, late.id)).status).toBe('completed');
    expect(await invitationsOf(optedOut.id)).toEqual([]);
    expect(await invitationsOf(late.id)).toEqual([]);
  });

  it("the owner's 'Geldi' invites; 'Gelmedi' afterwards withdraws the invitation not sent yet", async () => {
    const row = await confirmedEnded(-15 * MIN);
    expect((await setStatus(row.id, 'completed')).statusCode).toBe(200);
    const [invite] = await invitationsOf(row.id);
    expect(invite).toMatchObject({ status: 'pending', channel: 'email' });
    expect(invite!.sendAfter!.getTime()).toBe(row.endsAt.getTime() + HOUR);
    expect((await setStatus(row.id, 'no_show')).statusCode).toBe(200);
    expect((await invitationsOf(row.id)).map((r) => r.status)).toEqual(['cancelled']);
  });
});
