import {
  VENUE_ALTERNATIVES,
  WEEKDAYS,
  foldTurkish,
  kurusToLira,
  messages,
  type PublicExpert,
  type PublicWorkingHours,
  type VenueCard,
  type VenueDetail,
  type VenueListMeta,
  type VenueService,
  ratingAverage,
  venueOpeningSpan,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { trimSeconds } from '../../lib/time';
import { imageUrl } from '../media/media.service';
import { createVenuesRepository, type ImageRow } from './venues.repository';
import { decodeListingCursor, encodeListingCursor } from './listing-cursor';

/** ISO weekday rows (1 = Monday) → a map with every weekday, null on days without a row. */
function toWorkingHours(rows: { weekday: number; start: string; end: string }[]): PublicWorkingHours {
  const map = Object.fromEntries(WEEKDAYS.map((d) => [d, null])) as PublicWorkingHours;
  for (const r of rows) {
    const day = WEEKDAYS[r.weekday - 1];
    if (day) map[day] = [trimSeconds(r.start), trimSeconds(r.end)];
  }
  return map;
}

const toImage = (i: ImageRow) => ({
  id: i.id,
  image_url: imageUrl(i.path),
  thumb_url: i.thumb_path ? imageUrl(i.thumb_path) : null,
  alt_text: i.alt_text,
  width: i.width,
  height: i.height,
});

/** The profile image is the newest profile upload; the gallery keeps its sort order. */
function splitImages(images: ImageRow[]) {
  const profiles = images.filter((i) => i.image_type === 'profile');
  const profile = profiles.length ? profiles.reduce((a, b) => (b.id > a.id ? b : a)) : null;
  const gallery = images.filter((i) => i.image_type === 'gallery');
  return {
    profile_image: profile ? toImage(profile) : null,
    gallery_images: gallery.map(toImage),
  };
}

export function createVenuesService({ db }: { db: Db }) {
  const repo = createVenuesRepository(db);

  const service = {
    /** The public venue page payload; 404 for an unknown or inactive venue. */
    async getPublicVenue(id: number): Promise<VenueDetail> {
      const venue = await repo.findPublicPageById(id);
      if (!venue) throw notFound(messages.venues.notFound);
      const { images, hours, sub_services: subServices, experts, faqs } = venue;

      const workingHours = toWorkingHours(hours.map((h) => ({ weekday: h.weekday, start: h.opens_at, end: h.closes_at })));
      const { profile_image, gallery_images } = splitImages(images);

      // Catalogue services offered: those of active sub-services, then those of active expert assignments.
      const services = new Map<number, VenueService & { position: number }>();
      for (const s of subServices) {
        const price = kurusToLira(s.price_kurus);
        const known = services.get(s.service_id);
        if (!known) {
          services.set(s.service_id, {
            id: s.service_id,
            name: s.service_name,
            description: s.service_description,
            duration_minutes: s.service_duration_minutes,
            price,
            position: s.service_position,
          });
        } else if (price < known.price) known.price = price;
      }
      for (const e of experts) {
        for (const s of e.services) {
          if (!services.has(s.id)) {
            services.set(s.id, {
              id: s.id,
              name: s.name,
              description: s.description,
              duration_minutes: s.duration_minutes,
              price: kurusToLira(s.default_price_kurus),
              position: s.position,
            });
          }
        }
      }

      const publicExperts: PublicExpert[] = experts.map((e) => ({
        id: e.id,
        venue_id: e.venue_id,
        name: e.name,
        specialization: e.specialization,
        experience_years: e.experience_years,
        bio: e.bio,
        specialties: e.specialties ?? [],
        working_hours: toWorkingHours(e.hours.map((h) => ({ weekday: h.weekday, start: h.starts_at, end: h.ends_at }))),
        photo_url: e.photo_path ? imageUrl(e.photo_path) : null,
        is_active: true,
        active_services: e.services.map((s) => ({
          id: s.id,
          name: s.name,
          service_name: s.name,
          custom_price: s.custom_price_kurus === null ? null : kurusToLira(s.custom_price_kurus),
          custom_duration_minutes: s.custom_duration_minutes,
          pivot: { is_active: true },
        })),
        active_sub_services: e.sub_services.map((s) => ({
          id: s.id,
          name: s.name,
          price: kurusToLira(s.price_kurus),
          duration_minutes: s.duration_minutes,
          custom_price: s.custom_price_kurus === null ? null : kurusToLira(s.custom_price_kurus),
          custom_duration_minutes: s.custom_duration_minutes,
          description: s.description,
        })),
      }));

      return {
        id: venue.id,
        prefix: venue.prefix,
        name: venue.name,
        description: venue.description,
        address: venue.address,
        phone: venue.phone,
        email: venue.email,
        ...venueOpeningSpan(workingHours),
        working_hours: workingHours,
        slot_interval_minutes: venue.slot_interval_minutes,
        city_id: venue.city_id,
        district_id: venue.district_id,
        neighborhood_id: venue.neighborhood_id,
        city: { id: venue.city_id, name: venue.city_name },
        district: { id: venue.district_id, name: venue.district_name },
        neighborhood: { id: venue.neighborhood_id, name: venue.neighborhood_name },
        category_ids: venue.categories.map((c) => c.id),
        categories: venue.categories,
        category: venue.categories[0] ?? null,
        is_active: venue.is_active,
        is_listed: venue.is_listed,
        profile_image_url: profile_image?.image_url ?? null,
        profile_image,
        gallery_image_urls: gallery_images.map((g) => g.image_url),
        gallery_images,
        services: [...services.values()]
          .sort((a, b) => a.position - b.position || a.id - b.id)
          .map(({ position: _position, ...s }) => s),
        sub_services: subServices.map((s) => ({
          id: s.id,
          venue_id: s.venue_id,
          service_id: s.service_id,
          name: s.name,
          description: s.description,
          price: kurusToLira(s.price_kurus),
          duration_minutes: s.duration_minutes,
          is_active: true,
          service: { name: s.service_name },
        })),
        experts: publicExperts,
        faqs: faqs.map((f) => ({ id: f.id, question: f.question, answer: f.answer, is_active: true })),
        rating_average: ratingAverage(venue.rating_sum, venue.rating_count),
        rating_count: venue.rating_count,
      };
    },

    /**
     * The venues a visitor of a removed (inactive, unknown) venue's address is offered instead (decision 081): the
     * first published ones of its city in its first category, itself left out; none when the id names no venue.
     */
    async listAlternatives(id: number): Promise<VenueCard[]> {
      const place = await repo.findPlaceById(id);
      const categoryId = place?.categoryIds[0];
      if (!place || categoryId === undefined) return [];
      const { items } = await service.listPublicVenues({
        cityId: place.cityId,
        categoryId,
        page: 1,
        limit: VENUE_ALTERNATIVES + 1,
      });
      return items.filter((v) => v.id !== id).slice(0, VENUE_ALTERNATIVES);
    },

    /**
     * Active venues of a city in a category, sorted by folded name then id (or by rating first), one page at a time:
     * past `page`'s offset, or after the cursor `after` (an earlier answer's `meta.next`, decision 048).
     */
    async listPublicVenues(opts: {
      cityId: number;
      categoryId: number;
      q?: string;
      page: number;
      limit: number;
      sort?: 'rating';
      minRating?: number;
      after?: string;
    }): Promise<{ items: VenueCard[]; meta: VenueListMeta }> {
      const folded = opts.q ? foldTurkish(opts.q) : '';
      const byRating = opts.sort === 'rating';
      const after = opts.after === undefined ? undefined : decodeListingCursor(opts.after, byRating);
      const rows = await repo.listActiveByCityAndCategory({
        cityId: opts.cityId,
        categoryId: opts.categoryId,
        foldedQuery: folded || undefined,
        limit: opts.limit,
        offset: (opts.page - 1) * opts.limit,
        byRating,
        minRating: opts.minRating,
        after,
      });
      const found = rows.filter((r) => r.id !== null);
      const page = found.slice(0, opts.limit);
      const last = page[page.length - 1];
      const next = found.length > opts.limit && last ? encodeListingCursor(last, byRating) : null;
      const items = page.map((r) => ({
        id: r.id!,
        prefix: r.prefix,
        name: r.name,
        address: r.address,
        city: { id: r.city_id, name: r.city_name },
        district: { id: r.district_id, name: r.district_name },
        categories: r.categories,
        image_url: r.image_path ? imageUrl(r.image_path) : null,
        rating_average: ratingAverage(r.rating_sum, r.rating_count),
        rating_count: r.rating_count,
      }));
      return { items, meta: { total: rows[0]?.total ?? 0, page: opts.page, limit: opts.limit, next } };
    },
  };
  return service;
}
