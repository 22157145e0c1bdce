import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { venueImages, venues } from '../../db/schema';

export type VenueImageRow = typeof venueImages.$inferSelect;
export type NewVenueImage = typeof venueImages.$inferInsert;

export function createVenueImagesRepository(db: Db) {
  return {
    /** Profile first, then the gallery by sort order and id. */
    listByVenueId: (venueId: number) =>
      db
        .select()
        .from(venueImages)
        .where(eq(venueImages.venueId, venueId))
        .orderBy(
          sql`case when ${venueImages.imageType} = 'profile' then 0 else 1 end`,
          asc(venueImages.sortOrder),
          asc(venueImages.id),
        ),

    findByIdAndVenueId: async (id: number, venueId: number) =>
      (
        await db
          .select()
          .from(venueImages)
          .where(and(eq(venueImages.id, id), eq(venueImages.venueId, venueId)))
          .limit(1)
      )[0] ?? null,

    countGalleryByVenueId: async (venueId: number) =>
      (
        await db
          .select({ n: count() })
          .from(venueImages)
          .where(and(eq(venueImages.venueId, venueId), eq(venueImages.imageType, 'gallery')))
      )[0]!.n,

    /**
     * Inserts the image under a row lock on the venue, so two uploads at once cannot both pass the
     * gallery cap or both keep a profile image. A new profile image replaces (deletes) the old rows,
     * which are returned so their files can be removed once this transaction has committed.
     * Returns null when the gallery is already full.
     */
    async insert(image: NewVenueImage, galleryCap: number): Promise<{ row: VenueImageRow; replaced: VenueImageRow[] } | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, image.venueId)).for('update');
        let replaced: VenueImageRow[] = [];
        if (image.imageType === 'profile') {
          replaced = await tx
            .delete(venueImages)
            .where(and(eq(venueImages.venueId, image.venueId), eq(venueImages.imageType, 'profile')))
            .returning();
        } else {
          const [c] = await tx
            .select({ n: count() })
            .from(venueImages)
            .where(and(eq(venueImages.venueId, image.venueId), eq(venueImages.imageType, 'gallery')));
          if (c!.n >= galleryCap) return null;
        }
        const [row] = await tx.insert(venueImages).values(image).returning();
        return { row: row!, replaced };
      });
    },

    deleteByIdAndVenueId: async (id: number, venueId: number) =>
      (
        await db
          .delete(venueImages)
          .where(and(eq(venueImages.id, id), eq(venueImages.venueId, venueId)))
          .returning()
      )[0] ?? null,
  };
}
