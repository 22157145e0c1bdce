import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { messages } from '@randevu/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { registerOwner, registerUser, type Session } from '../../../test/auth-helpers';
import { createExpert, createVenue } from '../../../test/factories';
import { seedAppointment } from '../../../test/fixtures';
import { injectAs } from '../../../test/requests';
import { CALENDAR_NO_REPLY, foldContentLine, issueManageToken } from './manage.service';

const DAY = 86_400_000;
const VENUE = 'Işıl Güzellik ve Çağdaş Saç Tasarımı Salonu – Şişli Ağaçlı Çarşı Şubesi';
const ADDRESS = 'Büyükdere Caddesi, Gümüşsuyu Mahallesi, Çırağan Sokağı No: 12/Ğ, Şişli, İstanbul';
const SERVICE = 'Saç Kesimi, Fön ve Keratin Bakımı (Uzun Saçlar İçin Özel Uygulama)';
const SUB = 'Işıltılı Gümüş Röfle ve Çiçekli Örgü';
const EXPERT = 'Gülşen Çağlayan Öztürkoğlu-Şükürağa';

let t: TestApp;
let user: Session;
let withEmail: { venueId: number; expertId: number };
let withoutEmail: { venueId: number; expertId: number };

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://randevu.example', limits: { manageLinkPerIp: 10_000 } });
  const owner = await registerOwner(t.app);
  user = await registerUser(t.app);
  for (const [email, into] of [
    ['isil@example.com', (v: typeof withEmail) => (withEmail = v)],
    [null, (v: typeof withEmail) => (withoutEmail = v)],
  ] as const) {
    const venueId = (await createVenue(t.db, { ownerId: owner.user.id, name: VENUE, address: ADDRESS, email })).id;
    into({ venueId, expertId: (await createExpert(t.db, { venueId, name: EXPERT })).id });
  }
});
afterAll(() => t.close());

/** A confirmed appointment with the long Turkish names, the user's, with a manage link. */
let days = 2;
async function appointment(at: { venueId: number; expertId: number }) {
  days += 1;
  const startsAt = new Date(Math.ceil((Date.now() + days * DAY) / 60_000) * 60_000);
  const row = await seedAppointment(t.db, at.venueId, startsAt, 'confirmed', 'user', {
    userId: user.user.id,
    expertId: at.expertId,
    expertName: EXPERT,
    serviceName: SERVICE,
    subServiceName: SUB,
  });
  return { row, token: await issueManageToken(t.db, row.id) };
}

/** RFC 5545 3.1 on the raw text: CRLF after every line, at most 75 octets each, no character split. */
function expectFolded(body: string) {
  expect(body.endsWith('\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = body.slice(0, -2).split('\r\n');
  const longest = Math.max(...lines.map((l) => Buffer.byteLength(l, 'utf8')));
  expect(longest).toBeLessThanOrEqual(75);
  // A split character would not survive the UTF-8 round trip.
  for (const line of lines) expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
  return { lines, longest };
}

function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const organizer = event.getFirstProperty('organizer')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
    location: event.getFirstPropertyValue('location'),
    organizer: { cn: organizer.getParameter('cn'), value: organizer.getFirstValue() },
  };
}

describe('calendar files fold at 75 octets and name an ORGANIZER', () => {
  const summary = messages.manage.calendarSummary.replace('{service}', `${SERVICE} – ${SUB}`).replace('{venue}', VENUE);

  it('keeps every line of the manage link’s file within 75 octets, and unfolding gives the long Turkish values back', async () => {
    const { token } = await appointment(withEmail);
    const res = await t.app.inject({ method: 'GET', url: `/api/manage/${token}/calendar.ics` });
    expect(res.statusCode).toBe(200);
    const { longest } = expectFolded(res.body);
    expect(longest).toBeGreaterThan(70);
    const parsed = parse(res.body);
    expect(parsed).toMatchObject({
      method: 'PUBLISH',
      summary,
      location: `${ADDRESS}, 1.murat Mahallesi, Merkez/Edirne`,
      organizer: { cn: VENUE, value: 'MAILTO:isil@example.com' },
    });
    expect(String(parsed.description)).toContain(`Uzman: ${EXPERT}.`);
  });

  it('does the same for the signed-in user’s file, with the no-reply address for a venue without an e-mail', async () => {
    const { row } = await appointment(withoutEmail);
    const res = await injectAs(t.app, 'GET', `/api/user/appointments/${row.id}/calendar.ics`, user);
    expect(res.statusCode).toBe(200);
    expectFolded(res.body);
    expect(parse(res.body)).toMatchObject({
      summary,
      location: `${ADDRESS}, 1.murat Mahallesi, Merkez/Edirne`,
      organizer: { cn: VENUE, value: `MAILTO:${CALENDAR_NO_REPLY}` },
    });
  });

  it('cancels with an ORGANIZER too (RFC 5546: METHOD needs one)', async () => {
    const { token } = await appointment(withEmail);
    expect((await t.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, payload: {} })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/manage/${token}/calendar.ics` });
    expectFolded(res.body);
    expect(parse(res.body)).toMatchObject({ method: 'CANCEL', organizer: { cn: VENUE } });
  });
});

describe('foldContentLine', () => {
  it('folds by octets, never inside a character: two-, three- and four-octet characters at every offset', () => {
    for (const char of ['ş', '–', '😀']) {
      for (let pad = 0; pad < 4; pad++) {
        const line = `SUMMARY:${'a'.repeat(pad)}${char.repeat(60)}`;
        const folded = foldContentLine(line);
        for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
        expect(folded.replace(/\r\n /g, '')).toBe(line);
      }
    }
    expect(foldContentLine('SHORT:değer')).toBe('SHORT:değer');
  });
});
