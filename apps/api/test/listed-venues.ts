import type { Db } from '../src/db/client';
import { subServices } from '../src/db/schema';
import { createExpert, createVenue } from './factories';

/** The first catalogue service of each of the eight categories (101 Saç Kesimi, 201 Ev Temizliği, …). */
const FIRST_SERVICE_OF_EACH_CATEGORY = [101, 201, 301, 401, 501, 601, 701, 801];

/**
 * Makes a venue able to take a booking in whichever categories it holds (decision 074: what the public listing asks):
 * one expert with Monday hours offering one sub-service of each category's first service. Listing tests arrange
 * their venues with it (`createListedVenue`), so a category change keeps them listed as before.
 */
export async function makeBookable(db: Db, venueId: number) {
  const subs = await db
    .insert(subServices)
    .values(
      FIRST_SERVICE_OF_EACH_CATEGORY.map((serviceId) => ({
        venueId,
        serviceId,
        name: `Hazır Hizmet ${serviceId}`,
        priceKurus: 40000,
        durationMinutes: 45,
      })),
    )
    .returning({ id: subServices.id });
  return createExpert(db, {
    venueId,
    name: 'Hazır Uzman',
    hours: { monday: ['09:00', '18:00'] },
    serviceIds: FIRST_SERVICE_OF_EACH_CATEGORY,
    subServiceIds: subs.map((r) => r.id),
  });
}

/** A venue the public listing shows (published, and able to take a booking: `makeBookable`). */
export async function createListedVenue(db: Db, opts: Parameters<typeof createVenue>[1]) {
  const venue = await createVenue(db, opts);
  await makeBookable(db, venue.id);
  return venue;
}
