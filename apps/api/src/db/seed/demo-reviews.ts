import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appointments, appointmentStatusHistory, reviews, subServices, venues } from '../schema';
import { addDays, isoWeekday, venueWallTimeToInstant } from '../../lib/time';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Demo reviews for the first demo venue, so its page and card show a rating: guests' completed visits of
 * the past weeks (before the owner's 7-day no-show window), each reviewed, one answered by the salon. The venue's
 * `rating_count`/`rating_sum` are set from them as a review write would (decision 039). The demo user's own visits
 * stay unreviewed, theirs to review.
 */
export const DEMO_REVIEWS = [
  {
    daysAgo: 9,
    hour: 10,
    first: 'Mehmet',
    last: 'Kaya',
    rating: 5,
    comment: 'Çok memnun kaldım, kesim tam istediğim gibi oldu.',
    reply: 'Güzel yorumunuz için teşekkür ederiz, yine bekleriz!',
  },
  {
    daysAgo: 12,
    hour: 15,
    first: 'Ayşe',
    last: 'Yıldız',
    rating: 5,
    comment: 'Güler yüzlü ekip, randevu saatine tam uyuldu.',
    reply: null,
  },
  {
    daysAgo: 16,
    hour: 11,
    first: 'Can',
    last: 'Demir',
    rating: 4,
    comment: 'Sonuç güzeldi, sadece biraz bekledim.',
    reply: null,
  },
  { daysAgo: 23, hour: 13, first: 'Zeynep', last: 'Şahin', rating: 5, comment: null, reply: null },
  { daysAgo: 30, hour: 16, first: 'Emre', last: 'Çelik', rating: 4, comment: 'Temiz ve düzenli bir salon.', reply: null },
] as const;

export interface DemoReviewVenue {
  venueId: number;
  expertId: number;
  expertName: string;
  sub: typeof subServices.$inferSelect;
}

export async function seedDemoReviews(tx: Tx, venue: DemoReviewVenue, today: string): Promise<void> {
  for (const [i, r] of DEMO_REVIEWS.entries()) {
    let date = addDays(today, -r.daysAgo);
    while (isoWeekday(date) > 5) date = addDays(date, -1);
    const startsAt = venueWallTimeToInstant(date, r.hour * 60);
    const endsAt = new Date(startsAt.getTime() + venue.sub.durationMinutes * 60_000);
    const [appt] = await tx
      .insert(appointments)
      .values({
        venueId: venue.venueId,
        expertId: venue.expertId,
        serviceId: venue.sub.serviceId,
        subServiceId: venue.sub.id,
        customerFirstName: r.first,
        customerLastName: r.last,
        customerEmail: `musteri${i + 1}@example.com`,
        customerPhone: `+90532000000${i + 1}`,
        status: 'completed',
        completedBy: 'owner',
        startsAt,
        endsAt,
        durationMinutes: venue.sub.durationMinutes,
        priceKurus: venue.sub.priceKurus,
        serviceName: 'Saç Kesimi',
        subServiceName: venue.sub.name,
        expertName: venue.expertName,
      })
      .returning();
    await tx
      .insert(appointmentStatusHistory)
      .values({ appointmentId: appt!.id, toStatus: 'completed', changedBy: 'owner', reason: 'Demo verisi' });
    // Written the evening after the visit; the reply the next morning.
    const writtenAt = new Date(endsAt.getTime() + 6 * 3_600_000);
    await tx.insert(reviews).values({
      appointmentId: appt!.id,
      venueId: venue.venueId,
      rating: r.rating,
      comment: r.comment,
      reply: r.reply,
      repliedAt: r.reply ? new Date(writtenAt.getTime() + 14 * 3_600_000) : null,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    });
  }
  await tx
    .update(venues)
    .set({
      ratingCount: sql`${venues.ratingCount} + ${DEMO_REVIEWS.length}`,
      ratingSum: sql`${venues.ratingSum} + ${DEMO_REVIEWS.reduce((sum, r) => sum + r.rating, 0)}`,
    })
    .where(eq(venues.id, venue.venueId));
}
