import { describe, expect, it } from 'vitest';
import { SMS_NAME_MAX } from '@randevu/contracts';
import { demoVenues } from '../../../db/seed/demo-data';
import { DEMO_REVIEWS } from '../../../db/seed/demo-reviews';
import { DEMO_USER } from '../../../db/seed/demo';
import { catalogue } from '../../../db/seed/catalogue';
import type { AppointmentContext } from '../notifications.repository';
import type { OutboxMessageInput } from '../outbox.repository';
import { smsEncoding, smsSegments } from '../channels/sms-text';
import {
  appointmentRequestedMessages,
  cancelledByOwnerMessages,
  confirmedMessages,
  reminderMessages,
} from './appointment-messages';
import { movedMessages } from './moved-messages';
import { expiredMessages, linkRenewedMessages } from './self-service-messages';
import { reviewInvitationMessages } from './review-invitation';
import { SMS_SEGMENTS, type SmsKind } from './sms-messages';

const longest = (names: string[]) => names.reduce((a, b) => (b.length > a.length ? b : a), '');
const TOKEN = 'Ab3dEf6hIj9lMn2pQr5tUv'; // 22 characters, as a real token
const links = {
  publicUrl: 'https://randevu.com.tr',
  manageUrl: `https://randevu.com.tr/randevu/${TOKEN}`,
  calendarUrl: `https://randevu.com.tr/api/manage/${TOKEN}/calendar.ics`,
  optOutUrl: `https://randevu.com.tr/api/u/${TOKEN}`,
  smsOptOutUrl: `https://randevu.com.tr/api/u/${TOKEN}`,
};
const NOW = new Date('2026-11-20T09:00:00Z');
// Wednesday: the longest weekday and month names ('Çarşamba', 'Ağustos' is 7 like 'Haziran').
const STARTS = new Date('2026-08-26T11:30:00Z');

const people = [
  ...DEMO_REVIEWS.map((r) => ({ first: r.first, last: r.last })),
  { first: DEMO_USER.firstName, last: DEMO_USER.lastName },
];
const serviceNames = new Map(catalogue.flatMap((c) => c.services.map((s) => [s.id, s.name] as const)));

function contextFor(venue: (typeof demoVenues)[number], smsName: string | null, reason: string | null): AppointmentContext {
  const [serviceName, sub] = venue.subServices
    .map((s) => [serviceNames.get(s.serviceId) ?? '', s.name] as const)
    .reduce((a, b) => (b[0].length + b[1].length > a[0].length + a[1].length ? b : a));
  const person = people.reduce((a, b) => (b.first.length + b.last.length > a.first.length + a.last.length ? b : a));
  return {
    id: 123456,
    status: 'confirmed',
    venueId: 4321,
    venuePrefix: '00000000-0000-0000-0000-000000000000',
    venueName: venue.name,
    ownerEmail: 'isletme@randevu.com.tr',
    ownerFirstName: 'Ayşe',
    ownerPhone: '5321234567',
    venuePhone: venue.phone,
    venueFullAddress: `${venue.address}, ${venue.neighborhood ?? 'Merkez'} Mahallesi, ${venue.district}/İstanbul`,
    venueSmsName: smsName,
    userId: null,
    customerFirstName: person.first,
    customerLastName: person.last,
    customerEmail: 'musteri@example.com',
    customerPhone: '05321112233',
    startsAt: STARTS,
    endsAt: new Date(STARTS.getTime() + 60 * 60_000),
    completedBy: 'owner',
    serviceName,
    subServiceName: sub,
    expertName: longest(venue.experts.map((e) => e.name)),
    priceKurus: 1_250_000,
    cancellationReason: reason,
  };
}

function allSms(ctx: AppointmentContext): OutboxMessageInput[] {
  const before = { ...ctx, startsAt: new Date(NOW.getTime() + 3 * 86_400_000) };
  const after = {
    ...ctx,
    status: 'completed',
    customerEmail: '',
    startsAt: new Date(NOW.getTime() - 86_400_000 * 8),
    endsAt: new Date(NOW.getTime() - 86_400_000 * 8 + 3_600_000),
  };
  return [
    ...confirmedMessages(ctx, links, NOW, false),
    ...reminderMessages(before, links, NOW),
    ...cancelledByOwnerMessages(ctx, links),
    ...cancelledByOwnerMessages(ctx, links, 'confirmed'),
    ...movedMessages(ctx, links, NOW),
    ...expiredMessages(ctx, links),
    ...linkRenewedMessages(ctx, links, NOW),
    ...reviewInvitationMessages(after, links, NOW),
    ...appointmentRequestedMessages(ctx, links, true, true),
  ].filter((m) => m.channel === 'sms');
}

const LONG_REASON =
  'Uzmanımız hastalandığı için bugün çalışamıyor; başka bir gün için yeni randevu almanızı rica ederiz. '.repeat(6);
const TURKISH = /[çşğıİŞĞÇÖÜöü]/;

describe('SMS templates', () => {
  const cases = demoVenues.flatMap((venue) => [
    { venue, smsName: null, reason: null },
    { venue, smsName: null, reason: LONG_REASON.slice(0, 500) },
    { venue, smsName: 'Çağlayan Işıl Şişli'.padEnd(SMS_NAME_MAX, 'ş'), reason: 'Kısa bir neden' },
  ]);

  it('every template renders proper Turkish letters in GSM-7 with the Turkish shift table, within its declared segments', () => {
    const seen = new Set<string>();
    for (const { venue, smsName, reason } of cases) {
      const msgs = allSms(contextFor(venue, smsName, reason));
      for (const msg of msgs) {
        seen.add(msg.kind);
        const seg = smsSegments(msg.text);
        expect(seg.encoding, msg.text).not.toBe('ucs2');
        expect(seg.segments, `${msg.kind}: ${msg.text}`).toBeLessThanOrEqual(SMS_SEGMENTS[msg.kind as SmsKind]);
        expect(msg.text, msg.kind).toMatch(TURKISH);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(SMS_SEGMENTS).sort());
  });

  it('keeps the letters of the names as written, never folded to ASCII', () => {
    const venue = demoVenues.find((v) => /[ışğİŞ]/.test(v.name))!;
    const [confirmed] = confirmedMessages(contextFor(venue, null, null), links, NOW, false).filter((m) => m.channel === 'sms');
    expect(confirmed!.text).toContain('Randevunuz onaylandı');
    expect(confirmed!.text).toContain('Çarşamba');
    expect(smsEncoding(confirmed!.text)).toBe('gsm7-tr');
  });

  it('uses the short name, and a venue-cancelled SMS says why', () => {
    const ctx = contextFor(demoVenues[0]!, 'Moda Saç', 'Uzmanımız hastalandı');
    const sms = cancelledByOwnerMessages(ctx, links, 'confirmed').find((m) => m.channel === 'sms')!;
    expect(sms.text).toBe(
      `Moda Saç, 26 Ağustos 2026 Çarşamba 14:30 randevunuzu iptal etti. Neden: Uzmanımız hastalandı. ${links.manageUrl}`,
    );
  });

  it('puts the salon phone in the reminders', () => {
    const ctx = contextFor(demoVenues[0]!, null, null);
    const [sms] = reminderMessages({ ...ctx, startsAt: new Date(NOW.getTime() + 3 * 86_400_000) }, links, NOW).filter(
      (m) => m.channel === 'sms',
    );
    expect(sms!.text).toContain(`Tel: 0${demoVenues[0]!.phone.slice(0, 3)} ${demoVenues[0]!.phone.slice(3, 6)} `);
  });

  if (process.env.SMS_FIGURES) {
    it('prints the figures', () => {
      const rows = new Map<string, { units: number; segments: number; ucs2: number; text: string }>();
      for (const { venue, smsName, reason } of cases)
        for (const msg of allSms(contextFor(venue, smsName, reason))) {
          const seg = smsSegments(msg.text);
          let ucs2Units = 0;
          for (const ch of msg.text) ucs2Units += ch.length;
          const ucs2 = ucs2Units + 5 <= 70 ? 1 : Math.ceil((ucs2Units + 5) / 67);
          const prev = rows.get(msg.kind);
          if (!prev || seg.units > prev.units)
            rows.set(msg.kind, { units: seg.units, segments: seg.segments, ucs2, text: msg.text });
        }
      console.log([...rows].map(([k, r]) => `${k}\t${r.units}\t${r.segments}\t${r.ucs2}\t${r.text}`).join('\n'));
    });
  }
});
