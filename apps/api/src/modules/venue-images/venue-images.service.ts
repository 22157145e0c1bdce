import { MAX_GALLERY_IMAGES, messages, uploadVenueImageFieldsSchema, type OwnerVenueImage } from '@randevu/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type ImageUploads, deleteImage, imageUrl, type FileStorage } from '../media/media.service';
import { createOwnerVenuesService } from '../owner-venues/owner-venues.service';
import { createVenueImagesRepository, type VenueImageRow } from './venue-images.repository';

const toDto = (r: VenueImageRow): OwnerVenueImage => ({
  id: r.id,
  image_type: r.imageType,
  image_url: imageUrl(r.path),
  thumb_url: r.thumbPath ? imageUrl(r.thumbPath) : null,
  alt_text: r.altText,
  sort_order: r.sortOrder,
  width: r.width,
  height: r.height,
});

const galleryFull = () => conflict(messages.venueImages.galleryFull, 'GALLERY_FULL');

export function createVenueImagesService({
  db,
  storage,
  log,
  cache,
  images,
}: {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  cache: PublicCacheInvalidation;
  images: ImageUploads;
}) {
  const repo = createVenueImagesRepository(db);
  const ownerVenues = createOwnerVenuesService({ db, cache });

  // The row is what counts: a file left behind costs disk, a failed request after a commit would lie.
  const removeFiles = async (rows: VenueImageRow[]) => {
    try {
      await deleteImage(
        storage,
        rows.flatMap((r) => [r.path, r.thumbPath]),
      );
    } catch (err) {
      log.warn({ err }, 'could not remove image files');
    }
  };

  return {
    /** Before the body is read: the venue is the owner's (404), the image queue has room (503), the owner's hourly count (429). */
    async admitUpload(venueId: number, ownerId: number): Promise<void> {
      await ownerVenues.assertOwnsVenue(venueId, ownerId);
      await images.admit(ownerId);
    },

    async list(venueId: number, ownerId: number): Promise<OwnerVenueImage[]> {
      await ownerVenues.assertOwnsVenue(venueId, ownerId);
      return (await repo.listByVenueId(venueId)).map(toDto);
    },

    /** Call after admitUpload and readUpload: validates the fields, stores the renditions, then the row. */
    async create(venueId: number, upload: { file: Buffer | null; fields: Record<string, string> }): Promise<OwnerVenueImage> {
      const parsed = uploadVenueImageFieldsSchema.safeParse(upload.fields);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        throw badRequest(parsed.error.issues[0]!.message, errors);
      }
      if (!upload.file || upload.file.length === 0)
        throw badRequest(messages.venueImages.fileRequired, { image: messages.venueImages.fileRequired });
      const fields = parsed.data;
      // Cheap early refusal before decoding; the insert re-checks under a lock.
      if (fields.image_type === 'gallery' && (await repo.countGalleryByVenueId(venueId)) >= MAX_GALLERY_IMAGES)
        throw galleryFull();

      const stored = await images.store(upload.file, `venues/${venueId}`);
      const newRow = { path: stored.key, thumbPath: stored.thumbKey } as VenueImageRow;
      let result: Awaited<ReturnType<typeof repo.insert>>;
      try {
        result = await repo.insert(
          {
            venueId,
            imageType: fields.image_type,
            path: stored.key,
            thumbPath: stored.thumbKey,
            width: stored.width,
            height: stored.height,
            altText: fields.alt_text || null,
            sortOrder: fields.sort_order,
          },
          MAX_GALLERY_IMAGES,
        );
      } catch (error) {
        await removeFiles([newRow]);
        throw error;
      }
      if (!result) {
        await removeFiles([newRow]);
        throw galleryFull();
      }
      cache.invalidateVenue(venueId);
      await removeFiles(result.replaced);
      return toDto(result.row);
    },

    async delete(venueId: number, imageId: number, ownerId: number): Promise<void> {
      await ownerVenues.assertOwnsVenue(venueId, ownerId);
      const row = await repo.deleteByIdAndVenueId(imageId, venueId);
      if (!row) throw notFound(messages.venueImages.notFound);
      cache.invalidateVenue(venueId);
      await removeFiles([row]);
    },
  };
}
