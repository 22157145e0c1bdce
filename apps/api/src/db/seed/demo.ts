import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { foldTurkish } from '@randevu/contracts';
import type { Db } from '../client';
import {
  appointments,
  appointmentStatusHistory,
  districts,
  experts,
  expertServices,
  expertSubServices,
  expertWorkingHours,
  neighborhoods,
  subServices,
  users,
  venueCategories,
  venueFaqs,
  venueHours,
  venueImages,
  venues,
} from '../schema';
import { hashPassword } from '../../lib/password';
import { addDays, isoWeekday, toVenueWallTime, venueWallTimeToInstant } from '../../lib/time';
import { demoVenues, type DemoVenue } from './demo-data';
import { seedDemoReviews } from './demo-reviews';

export const DEMO_OWNER = {
  email: 'isletme@randevu.com.tr',
  password: 'Demo.Isletme1',
  businessName: 'Randevu Demo İşletmeleri',
};
export const DEMO_USER = { email: 'demo@randevu.com.tr', password: 'Demo.Kullanici1', firstName: 'Deniz', lastName: 'Yılmaz' };

export interface DemoOptions {
  uploadDir: string;
  passwordHashLogN: number;
  /** For tests of the seed itself; defaults to the current time. */
  now?: Date;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A generated cover picture: brand gradient, soft shapes and the venue's name. */
export function venueSvg(name: string, [from, to]: [string, string], variant: number): string {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toLocaleUpperCase('tr-TR');
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = ((variant * 173 + i * 317) % 800) + 100;
      const cy = ((variant * 97 + i * 211) % 400) + 50;
      const r = 80 + ((variant * 31 + i * 53) % 120);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="${0.08 + i * 0.04}"/>`;
    })
    .join('');
  const label =
    variant === 0
      ? `<text x="500" y="300" font-family="Inter, Arial, sans-serif" font-size="150" font-weight="700" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${escapeXml(initials)}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="600" viewBox="0 0 1000 600" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1000" height="600" fill="url(#g)"/>${circles}${label}
<text x="40" y="560" font-family="Inter, Arial, sans-serif" font-size="36" font-weight="600" fill="#ffffff" opacity="0.9">${escapeXml(name)}</text>
</svg>`;
}

const imageFiles = (index: number) => [
  { file: `demo/venue-${index + 1}-profile.svg`, type: 'profile' as const, variant: 0 },
  { file: `demo/venue-${index + 1}-gallery-1.svg`, type: 'gallery' as const, variant: 1 },
  { file: `demo/venue-${index + 1}-gallery-2.svg`, type: 'gallery' as const, variant: 2 },
];

function writeImages(uploadDir: string) {
  fs.mkdirSync(path.join(uploadDir, 'demo'), { recursive: true });
  demoVenues.forEach((v, i) => {
    for (const img of imageFiles(i)) {
      const target = path.join(uploadDir, img.file);
      if (!fs.existsSync(target)) fs.writeFileSync(target, venueSvg(v.name, v.palette, img.variant));
    }
  });
}

async function resolveLocation(db: Db, v: DemoVenue) {
  const [district] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.cityId, v.cityId), eq(districts.name, v.district)))
    .limit(1);
  if (!district) throw new Error(`demo seed: district ${v.district} not found in city ${v.cityId}`);
  const byName = v.neighborhood
    ? await db
        .select({ id: neighborhoods.id })
        .from(neighborhoods)
        .where(and(eq(neighborhoods.districtId, district.id), eq(neighborhoods.name, v.neighborhood)))
        .limit(1)
    : [];
  const [hood] = byName.length
    ? byName
    : await db
        .select({ id: neighborhoods.id })
        .from(neighborhoods)
        .where(eq(neighborhoods.districtId, district.id))
        .orderBy(asc(neighborhoods.id))
        .limit(1);
  return { districtId: district.id, neighborhoodId: hood!.id };
}

/** Creates the demo marketplace once: returns false when it already exists (only the image files are restored). */
export async function seedDemo(db: Db, opts: DemoOptions): Promise<boolean> {
  writeImages(opts.uploadDir);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_OWNER.email}`)
    .limit(1);
  if (existing) return false;

  const [ownerHash, userHash] = await Promise.all([
    hashPassword(DEMO_OWNER.password, opts.passwordHashLogN),
    hashPassword(DEMO_USER.password, opts.passwordHashLogN),
  ]);
  const locations = await Promise.all(demoVenues.map((v) => resolveLocation(db, v)));

  await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({
        email: DEMO_OWNER.email,
        passwordHash: ownerHash,
        role: 'owner',
        businessName: DEMO_OWNER.businessName,
        phone: '8501234567',
      })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_USER.email,
        passwordHash: userHash,
        role: 'user',
        firstName: DEMO_USER.firstName,
        lastName: DEMO_USER.lastName,
        phone: '5321234567',
      })
      .returning();

    /** Each venue's first expert and sub-service, for the demo user's appointments. */
    const firstOf: { venueId: number; expertId: number; expertName: string; sub: typeof subServices.$inferSelect }[] = [];

    for (const [index, v] of demoVenues.entries()) {
      const loc = locations[index]!;
      const [venue] = await tx
        .insert(venues)
        .values({
          ownerId: owner!.id,
          name: v.name,
          searchName: foldTurkish(v.name),
          description: v.description,
          address: v.address,
          phone: v.phone,
          email: v.email,
          cityId: v.cityId,
          districtId: loc.districtId,
          neighborhoodId: loc.neighborhoodId,
        })
        .returning();
      const venueId = venue!.id;
      await tx.insert(venueCategories).values(v.categoryIds.map((categoryId) => ({ venueId, categoryId })));
      const hours = [1, 2, 3, 4, 5].map((weekday) => ({
        venueId,
        weekday,
        opensAt: v.hours.weekdays[0],
        closesAt: v.hours.weekdays[1],
      }));
      if (v.hours.saturday) hours.push({ venueId, weekday: 6, opensAt: v.hours.saturday[0], closesAt: v.hours.saturday[1] });
      if (v.hours.sunday) hours.push({ venueId, weekday: 7, opensAt: v.hours.sunday[0], closesAt: v.hours.sunday[1] });
      await tx.insert(venueHours).values(hours);
      await tx.insert(venueImages).values(
        imageFiles(index).map((img, sortOrder) => ({
          venueId,
          imageType: img.type,
          path: img.file,
          altText: v.name,
          sortOrder: sortOrder + 1,
        })),
      );
      await tx.insert(venueFaqs).values(v.faqs.map(([question, answer], position) => ({ venueId, question, answer, position })));
      const subs = await tx
        .insert(subServices)
        .values(
          v.subServices.map((s) => ({
            venueId,
            serviceId: s.serviceId,
            name: s.name,
            description: s.description,
            priceKurus: s.price * 100,
            durationMinutes: s.duration,
            bufferMinutes: s.buffer ?? 0,
          })),
        )
        .returning();
      for (const e of v.experts) {
        const [expert] = await tx
          .insert(experts)
          .values({
            venueId,
            name: e.name,
            specialization: e.specialization,
            experienceYears: e.experienceYears,
            bio: e.bio,
            specialties: e.specialties,
          })
          .returning();
        const expertId = expert!.id;
        const working = [1, 2, 3, 4, 5].map((weekday) => ({
          expertId,
          weekday,
          startsAt: v.hours.weekdays[0],
          endsAt: v.hours.weekdays[1],
          breaks: e.lunch ? [e.lunch] : [],
        }));
        if (e.saturday && v.hours.saturday)
          working.push({ expertId, weekday: 6, startsAt: v.hours.saturday[0], endsAt: v.hours.saturday[1], breaks: [] });
        await tx.insert(expertWorkingHours).values(working);
        const mine = e.subServices.map((i) => subs[i]!);
        const serviceIds = [...new Set(mine.map((s) => s.serviceId))];
        await tx.insert(expertServices).values(serviceIds.map((serviceId) => ({ expertId, serviceId })));
        await tx.insert(expertSubServices).values(mine.map((s) => ({ expertId, subServiceId: s.id })));
        firstOf[index] ??= { venueId, expertId, expertName: e.name, sub: mine[0]! };
      }
    }

    // The demo user's appointments: one done a few days ago, one waiting for the salon's confirmation, and a visit
    // at the second venue a week ago that is theirs to review (from 1 hour to 30 days after its end).
    const today = toVenueWallTime(opts.now ?? new Date()).date;
    let upcoming = addDays(today, 3);
    while (isoWeekday(upcoming) > 5) upcoming = addDays(upcoming, 1);
    // The past visit lies inside the owner's 7-day window for marking it a no-show: the latest weekday at
    // least two days back.
    let past = addDays(today, -2);
    while (isoWeekday(past) > 5) past = addDays(past, -1);
    let lastWeek = addDays(today, -7);
    while (isoWeekday(lastWeek) > 5) lastWeek = addDays(lastWeek, -1);
    for (const [b, date, status, hour] of [
      [firstOf[0]!, past, 'completed', 11],
      [firstOf[0]!, upcoming, 'pending', 11],
      [firstOf[1]!, lastWeek, 'completed', 14],
    ] as const) {
      const startsAt = venueWallTimeToInstant(date, hour * 60);
      const [appt] = await tx
        .insert(appointments)
        .values({
          venueId: b.venueId,
          expertId: b.expertId,
          serviceId: b.sub.serviceId,
          subServiceId: b.sub.id,
          userId: user!.id,
          customerFirstName: DEMO_USER.firstName,
          customerLastName: DEMO_USER.lastName,
          customerEmail: DEMO_USER.email,
          customerPhone: '+905321234567',
          notes: status === 'pending' ? 'Kısa kesim düşünüyorum.' : null,
          status,
          // The salon marked the visits "Geldi" (decision 053: so they are the customer's to review already).
          completedBy: status === 'completed' ? 'owner' : null,
          startsAt,
          endsAt: new Date(startsAt.getTime() + b.sub.durationMinutes * 60_000),
          durationMinutes: b.sub.durationMinutes,
          priceKurus: b.sub.priceKurus,
          serviceName: 'Saç Kesimi',
          subServiceName: b.sub.name,
          expertName: b.expertName,
        })
        .returning();
      await tx.insert(appointmentStatusHistory).values({
        appointmentId: appt!.id,
        toStatus: status,
        changedBy: status === 'completed' ? 'owner' : 'system',
        reason: 'Demo verisi',
      });
    }
    await seedDemoReviews(tx, firstOf[0]!, today);
  });
  return true;
}
