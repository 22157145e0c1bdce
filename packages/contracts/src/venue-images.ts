import { z } from 'zod';
import { messages } from './messages';
import { idParam } from './common';

/** Venue images: GET/POST/DELETE /api/owner/venues/{id}/images (docs/product-owner.md#venue-info). */

const m = messages.venueImages;

export const VENUE_IMAGE_TYPES = ['profile', 'gallery'] as const;
export type VenueImageType = (typeof VENUE_IMAGE_TYPES)[number];
/** More gallery images than this per venue are refused (409). */
export const MAX_GALLERY_IMAGES = 30;
/** The file input's accept list; the server trusts only the bytes. */
export const VENUE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** One image as the owner's editor reads it. */
export const ownerVenueImageSchema = z.object({
  id: z.number().int(),
  image_type: z.enum(VENUE_IMAGE_TYPES),
  image_url: z.string(),
  /** The 480 px rendition; null for seeded demo images (one size only). */
  thumb_url: z.string().nullable(),
  alt_text: z.string().nullable(),
  sort_order: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type OwnerVenueImage = z.infer<typeof ownerVenueImageSchema>;

/**
 * The text fields of the multipart upload (the file part is `image`). Multipart fields arrive as
 * strings, so sort_order is coerced; an empty field counts as absent.
 */
const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
export const uploadVenueImageFieldsSchema = z.object({
  image_type: z.preprocess(emptyToUndefined, z.enum(VENUE_IMAGE_TYPES, { error: m.typeInvalid }).optional().default('gallery')),
  alt_text: z.preprocess(emptyToUndefined, z.string().trim().max(200, { error: m.altTooLong }).optional()),
  sort_order: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: m.sortOrderInvalid })
      .int({ error: m.sortOrderInvalid })
      .min(0, { error: m.sortOrderInvalid })
      .max(10_000, { error: m.sortOrderInvalid })
      .optional()
      .default(1),
  ),
});
export type UploadVenueImageFields = z.input<typeof uploadVenueImageFieldsSchema>;

export const venueImageParamsSchema = z.object({ id: idParam, imageId: idParam });
