import type { z } from 'zod';
import {
  DEFAULT_VENUE_HOURS,
  DEFAULT_WORKING_DAYS,
  WEEKDAYS,
  foldTurkish,
  messages,
  type createVenueBodySchema,
  type OwnerVenue,
  type OwnerVenueDetail,
  type OwnerWorkingHours,
  type updateVenueBodySchema,
  type VenueGoLive,
  venueOpeningSpan,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { trimSeconds } from '../../lib/time';
import { createLocationsService } from '../locations/locations.service';
import { createOwnerVenuesRepository } from './owner-venues.repository';

type Body = z.output<typeof createVenueBodySchema>;
type UpdateBody = z.output<typeof updateVenueBodySchema>;
type Repo = ReturnType<typeof createOwnerVenuesRepository>;
type Row = NonNullable<Awaited<ReturnType<Repo['findById']>>>;
type DetailRow = NonNullable<Awaited<ReturnType<Repo['findDetailByIdAndOwnerId']>>>;
type HoursRow = Awaited<ReturnType<Repo['listHoursByVenueId']>>[number];

const toDto = (r: Row): OwnerVenue => ({
  id: r.id,
  prefix: r.prefix,
  name: r.name,
  address: r.address,
  is_active: r.isActive,
  is_published: r.isPublished,
  is_bookable: r.isBookable,
  is_listed: r.isListed,
  city: { id: r.cityId, name: r.cityName },
  district: { id: r.districtId, name: r.districtName },
  created_at: r.createdAt.toISOString(),
});

/** The editor's view: open days only in working_hours, plus the spec's opening/closing pair and working_days. */
/** The venue's week: open days only, [opens, closes] 'HH:mm' (the owner's calendar answers the same). */
export function toOwnerWorkingHours(hours: Pick<HoursRow, 'weekday' | 'opensAt' | 'closesAt'>[]): OwnerWorkingHours {
  const workingHours: OwnerWorkingHours = {};
  for (const h of hours) {
    const day = WEEKDAYS[h.weekday - 1];
    if (day) workingHours[day] = [trimSeconds(h.opensAt), trimSeconds(h.closesAt)];
  }
  return workingHours;
}

function toDetailDto(r: DetailRow, hours: HoursRow[]): OwnerVenueDetail {
  const workingHours = toOwnerWorkingHours(hours);
  return {
    ...toDto(r),
    description: r.description,
    phone: r.phone,
    email: r.email,
    city_id: r.cityId,
    district_id: r.districtId,
    neighborhood_id: r.neighborhoodId,
    neighborhood: { id: r.neighborhoodId, name: r.neighborhoodName },
    category_ids: r.categoryIds.map(Number),
    working_hours: workingHours,
    ...venueOpeningSpan(workingHours),
  };
}

/** The columns both creating and editing a venue write (the search name always follows the name). */
function editableColumns(body: Pick<Body, 'name' | 'description' | 'address' | 'phone' | 'email'>) {
  return {
    name: body.name,
    searchName: foldTurkish(body.name),
    description: body.description || null,
    address: body.address,
    phone: body.phone,
    email: body.email,
  };
}

/** Per-day hours from the body: `working_hours` when given, else opening/closing on working_days (docs/product.md#constants). */
export function resolveVenueHours(body: Pick<Body, 'working_hours' | 'opening_time' | 'closing_time' | 'working_days'>) {
  if (body.working_hours) {
    return WEEKDAYS.flatMap((day, i) => {
      const h = body.working_hours?.[day];
      return h ? [{ weekday: i + 1, opensAt: h[0], closesAt: h[1] }] : [];
    });
  }
  const opens = body.opening_time ?? DEFAULT_VENUE_HOURS.opening;
  const closes = body.closing_time ?? DEFAULT_VENUE_HOURS.closing;
  if (opens >= closes) throw badRequest(messages.ownerVenues.hoursInvalid, { closing_time: messages.ownerVenues.hoursInvalid });
  const days = body.working_days ?? DEFAULT_WORKING_DAYS;
  return WEEKDAYS.flatMap((day, i) => (days.includes(day) ? [{ weekday: i + 1, opensAt: opens, closesAt: closes }] : []));
}

export function createOwnerVenuesService({ db, cache }: { db: Db; cache: PublicCacheInvalidation }) {
  const repo = createOwnerVenuesRepository(db);
  const locations = createLocationsService({ db });
  const assertCategories = async (ids: number[]) => {
    if ((await repo.countCategories(ids)) !== ids.length) {
      throw badRequest(messages.ownerVenues.categoryInvalid, { category_ids: messages.ownerVenues.categoryInvalid });
    }
  };
  const hoursOf = (body: Parameters<typeof resolveVenueHours>[0]) => {
    const hours = resolveVenueHours(body);
    if (!hours.length) throw badRequest(messages.ownerVenues.noOpenDay, { working_hours: messages.ownerVenues.noOpenDay });
    return hours;
  };
  const getDetail = async (id: number, ownerId: number): Promise<OwnerVenueDetail> => {
    const row = await repo.findDetailByIdAndOwnerId(id, ownerId);
    if (!row) throw notFound(messages.venues.notFound);
    return toDetailDto(row, await repo.listHoursByVenueId(id));
  };

  return {
    /** 404 unless the venue exists and belongs to this owner; other owner modules call this before any change. */
    async assertOwnsVenue(venueId: number, ownerId: number): Promise<void> {
      if (!(await repo.existsByIdAndOwnerId(venueId, ownerId))) throw notFound(messages.venues.notFound);
    },
    getDetail,
    async update(id: number, ownerId: number, body: UpdateBody): Promise<OwnerVenueDetail> {
      if (!(await repo.existsByIdAndOwnerId(id, ownerId))) throw notFound(messages.venues.notFound);
      const categoryIds = body.category_ids ? [...new Set(body.category_ids)] : undefined;
      if (categoryIds) await assertCategories(categoryIds);
      const hoursGiven =
        body.working_hours !== undefined ||
        body.opening_time !== undefined ||
        body.closing_time !== undefined ||
        body.working_days !== undefined;
      const hours = hoursGiven ? hoursOf(body) : undefined;
      await repo.update(id, editableColumns(body), categoryIds, hours);
      cache.invalidateVenue(id);
      return getDetail(id, ownerId);
    },
    /** The go-live checklist (decision 074); 404 unless the venue is this owner's. */
    async getGoLive(id: number, ownerId: number): Promise<VenueGoLive> {
      const row = await repo.findGoLive(id, ownerId);
      if (!row) throw notFound(messages.venues.notFound);
      return row;
    },
    /** "Yayına al" (only once the venue can take a booking: 409 otherwise, nothing changed) or "Yayından kaldır". */
    async setPublished(id: number, ownerId: number, published: boolean): Promise<VenueGoLive> {
      const before = await repo.findGoLive(id, ownerId);
      if (!before) throw notFound(messages.venues.notFound);
      if (published && !before.is_bookable) throw conflict(messages.ownerVenues.goLive.notBookable, 'VENUE_NOT_BOOKABLE');
      await repo.setPublished(id, published);
      cache.invalidateVenue(id);
      return (await repo.findGoLive(id, ownerId))!;
    },
    async listMine(ownerId: number) {
      return (await repo.listByOwnerId(ownerId)).map(toDto);
    },
    async create(ownerId: number, body: Body): Promise<OwnerVenueDetail> {
      if (!(await locations.isConsistent(body.city_id, body.district_id, body.neighborhood_id))) {
        throw badRequest(messages.ownerVenues.locationMismatch, { neighborhood_id: messages.ownerVenues.locationMismatch });
      }
      const categoryIds = [...new Set(body.category_ids)];
      await assertCategories(categoryIds);
      const hours = hoursOf(body);
      const id = await repo.create(
        {
          ownerId,
          ...editableColumns(body),
          cityId: body.city_id,
          districtId: body.district_id,
          neighborhoodId: body.neighborhood_id,
          isPublished: body.is_published ?? true,
          // Decision 075: a new venue is asked the holiday question on its checklist.
          holidaysAnsweredAt: null,
        },
        categoryIds,
        hours,
      );
      cache.invalidateVenue(id);
      return getDetail(id, ownerId);
    },
  };
}
