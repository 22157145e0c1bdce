import { randomUUID } from 'node:crypto';
import { foldTurkish, WEEKDAYS, type Weekday } from '@randevu/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  appointments,
  experts,
  expertServices,
  expertSubServices,
  expertTimeOff,
  expertWorkingHours,
  reviews,
  subServices,
  users,
  venueCategories,
  venueClosures,
  venueFaqs,
  venueHours,
  venueImages,
  venues,
} from '../src/db/schema';

/**
 * Direct inserts for arranging test data. Geography and the catalogue come from the seeded
 * reference data: Edirne (22) / Merkez (2207) and İstanbul (34) / Kadıköy (3423) exist in every test database.
 */
export const EDIRNE = { cityId: 22, districtId: 2207, neighborhoodId: 2207001 }; // Edirne / Merkez
export const SAC_KESIMI = 101; // catalogue service 'Saç Kesimi' of category 1 (Güzellik)
export const SAC_BOYAMA = 102;

export async function createOwner(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      email: `sahip.${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: 'scrypt$10$8$1$x$y',
      role: 'owner',
      businessName: 'Test İşletmesi',
      phone: '2125550000',
      ...overrides,
    })
    .returning();
  return row!;
}

export type HoursMap = Partial<Record<Weekday, [string, string]>>;
const defaultVenueHours: HoursMap = Object.fromEntries(
  WEEKDAYS.filter((d) => d !== 'sunday').map((d) => [d, ['09:00', '18:00']]),
) as HoursMap;

export async function createVenue(
  db: Db,
  opts: Partial<typeof venues.$inferInsert> & { ownerId: number; categoryIds?: number[]; hours?: HoursMap },
) {
  const { categoryIds = [1], hours = defaultVenueHours, ...rest } = opts;
  const name = rest.name ?? 'Işıl Güzellik Salonu';
  const [venue] = await db
    .insert(venues)
    .values({
      name,
      searchName: foldTurkish(name),
      description: 'Edirne merkezde kadın ve erkek kuaförü.',
      address: 'Saraçlar Caddesi No: 12',
      phone: '2842120000',
      email: 'info@isil.example',
      cityId: EDIRNE.cityId,
      districtId: EDIRNE.districtId,
      neighborhoodId: EDIRNE.neighborhoodId,
      ...rest,
    })
    .returning();
  if (categoryIds.length)
    await db.insert(venueCategories).values(categoryIds.map((categoryId) => ({ venueId: venue!.id, categoryId })));
  const hourRows = Object.entries(hours).map(([day, [opensAt, closesAt]]) => ({
    venueId: venue!.id,
    weekday: WEEKDAYS.indexOf(day as Weekday) + 1,
    opensAt,
    closesAt,
  }));
  if (hourRows.length) await db.insert(venueHours).values(hourRows);
  return venue!;
}

let subServiceCount = 0;
export async function createSubService(db: Db, opts: Partial<typeof subServices.$inferInsert> & { venueId: number }) {
  // Names are unique per venue and service (migration 0003), so the default carries a counter.
  subServiceCount += 1;
  const [row] = await db
    .insert(subServices)
    .values({
      serviceId: SAC_KESIMI,
      name: `Kadın Saç Kesimi ${subServiceCount}`,
      priceKurus: 40000,
      durationMinutes: 45,
      ...opts,
    })
    .returning();
  return row!;
}

export async function createExpert(
  db: Db,
  opts: Partial<typeof experts.$inferInsert> & {
    venueId: number;
    hours?: HoursMap;
    serviceIds?: number[];
    subServiceIds?: number[];
    subServiceOverrides?: Record<number, { customPriceKurus?: number; customDurationMinutes?: number; isActive?: boolean }>;
  },
) {
  const { hours = defaultVenueHours, serviceIds = [SAC_KESIMI], subServiceIds = [], subServiceOverrides = {}, ...rest } = opts;
  const [expert] = await db
    .insert(experts)
    .values({ name: 'Elif Kaya', specialization: 'Saç Tasarımı', experienceYears: '8', specialties: ['Kesim', 'Boya'], ...rest })
    .returning();
  const hourRows = Object.entries(hours).map(([day, [startsAt, endsAt]]) => ({
    expertId: expert!.id,
    weekday: WEEKDAYS.indexOf(day as Weekday) + 1,
    startsAt,
    endsAt,
  }));
  if (hourRows.length) await db.insert(expertWorkingHours).values(hourRows);
  if (serviceIds.length)
    await db.insert(expertServices).values(serviceIds.map((serviceId) => ({ expertId: expert!.id, serviceId })));
  if (subServiceIds.length) {
    await db
      .insert(expertSubServices)
      .values(
        subServiceIds.map((subServiceId) => ({ expertId: expert!.id, subServiceId, ...subServiceOverrides[subServiceId] })),
      );
  }
  return expert!;
}

export async function createFaq(db: Db, opts: Partial<typeof venueFaqs.$inferInsert> & { venueId: number }) {
  const [row] = await db
    .insert(venueFaqs)
    .values({ question: 'Randevuma geç kalırsam ne olur?', answer: '15 dakikaya kadar bekliyoruz.', ...opts })
    .returning();
  return row!;
}

export async function createImage(db: Db, opts: Partial<typeof venueImages.$inferInsert> & { venueId: number }) {
  const [row] = await db
    .insert(venueImages)
    .values({ imageType: 'gallery', path: 'demo/test.svg', ...opts })
    .returning();
  return row!;
}

export async function createAppointment(
  db: Db,
  opts: Partial<typeof appointments.$inferInsert> & {
    venueId: number;
    expertId: number;
    startsAt: Date;
    durationMinutes?: number;
  },
) {
  const duration = opts.durationMinutes ?? 45;
  const [row] = await db
    .insert(appointments)
    .values({
      serviceId: SAC_KESIMI,
      customerFirstName: 'Mehmet',
      customerLastName: 'Demir',
      customerEmail: 'mehmet@example.com',
      customerPhone: '+905321112233',
      status: 'pending',
      endsAt: new Date(opts.startsAt.getTime() + duration * 60_000),
      durationMinutes: duration,
      priceKurus: 40000,
      serviceName: 'Saç Kesimi',
      expertName: 'Elif Kaya',
      // A completed visit is the owner's "Geldi" unless the caller says the job completed it (decision 053).
      ...(opts.status === 'completed' ? { completedBy: 'owner' as const } : {}),
      ...opts,
    })
    .returning();
  return row!;
}

/**
 * A review of a completed appointment that ended two days ago, written an hour ago, with the venue's rating
 * columns moved as the service moves them.
 */
export async function createReview(
  db: Db,
  opts: Partial<typeof appointments.$inferInsert> & { venueId: number; expertId: number; rating?: number },
) {
  const { rating = 4, ...appointment } = opts;
  const startsAt = new Date(Date.now() - 2 * 86_400_000);
  const completed = await createAppointment(db, { ...appointment, startsAt, status: 'completed' });
  // Decision 053: a front-desk booking's review is shown but never counted.
  const counted = completed.bookedBy === 'customer';
  const [row] = await db
    .insert(reviews)
    .values({
      appointmentId: completed.id,
      venueId: opts.venueId,
      rating,
      counted,
      createdAt: new Date(Date.now() - 3_600_000),
    })
    .returning();
  if (counted)
    await db
      .update(venues)
      .set({ ratingCount: sql`${venues.ratingCount} + 1`, ratingSum: sql`${venues.ratingSum} + ${rating}` })
      .where(eq(venues.id, opts.venueId));
  return row!;
}

/** An expert's time off, [startsAt, endsAt). */
export async function createTimeOff(db: Db, opts: typeof expertTimeOff.$inferInsert) {
  const [row] = await db.insert(expertTimeOff).values(opts).returning();
  return row!;
}

/** A venue closed from startDate to endDate ('YYYY-MM-DD', inclusive). */
export async function createClosure(db: Db, opts: typeof venueClosures.$inferInsert) {
  const [row] = await db.insert(venueClosures).values(opts).returning();
  return row!;
}

/**
 * Two owners, each with a venue, a gallery image, an FAQ, a sub-service, an expert assigned to
 * the catalogue service and the sub-service, an appointment, a time off of the expert and a closure of the
 * venue (weeks later, apart from the appointment); two users, each with a pending appointment. The authorization matrix lets one side act on the other side's ids.
 */
export async function createTwoSidedFixture(db: Db, ids: { ownerIds: [number, number]; userIds: [number, number] }) {
  const startsAt = new Date(Date.now() + 5 * 86_400_000);
  startsAt.setUTCHours(8, 0, 0, 0);
  const sides = [];
  for (const [i, ownerId] of ids.ownerIds.entries()) {
    const marker = `Gizli Mekan ${randomUUID().slice(0, 8)}`;
    const venue = await createVenue(db, { ownerId, name: marker });
    const image = await createImage(db, { venueId: venue.id });
    const faq = await createFaq(db, { venueId: venue.id, question: `${marker} sorusu?` });
    const subService = await createSubService(db, { venueId: venue.id });
    const expert = await createExpert(db, { venueId: venue.id, serviceIds: [SAC_KESIMI], subServiceIds: [subService.id] });
    const appointment = await createAppointment(db, {
      venueId: venue.id,
      expertId: expert.id,
      subServiceId: subService.id,
      startsAt,
      userId: ids.userIds[i],
      customerFirstName: marker,
    });
    const timeOff = await createTimeOff(db, {
      expertId: expert.id,
      startsAt: new Date(startsAt.getTime() + 20 * 86_400_000),
      endsAt: new Date(startsAt.getTime() + 21 * 86_400_000),
    });
    const closureDay = new Date(startsAt.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const closure = await createClosure(db, { venueId: venue.id, startDate: closureDay, endDate: closureDay });
    const review = await createReview(db, {
      venueId: venue.id,
      expertId: expert.id,
      userId: ids.userIds[i]!,
      customerFirstName: marker,
    });
    sides.push({
      ownerId,
      userId: ids.userIds[i]!,
      marker,
      venue,
      image,
      faq,
      subService,
      expert,
      appointment,
      timeOff,
      closure,
      review,
    });
  }
  return sides as [(typeof sides)[number], (typeof sides)[number]];
}
