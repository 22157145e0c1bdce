import type { z } from 'zod';
import {
  DEFAULT_VENUE_HOURS,
  DEFAULT_WORKING_DAYS,
  WEEKDAYS,
  foldTurkish,
  messages,
  type createVenueBodySchema,
  type OwnerVenue,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { createLocationsService } from '../locations/locations.service';
import { createOwnerVenuesRepository } from './owner-venues.repository';

type Body = z.output<typeof createVenueBodySchema>;
type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createOwnerVenuesRepository>['findById']>>>;

const toDto = (r: Row): OwnerVenue => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  address: r.address,
  is_active: r.isActive,
  city: { id: r.cityId, name: r.cityName },
  district: { id: r.districtId, name: r.districtName },
  created_at: r.createdAt.toISOString(),
});

/** Per-day hours from the body: `working_hours` when given, else opening/closing over working_days (spec section 9 defaults). */
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

export function createOwnerVenuesService({ db }: { db: Db }) {
  const repo = createOwnerVenuesRepository(db);
  const locations = createLocationsService({ db });
  return {
    async listMine(ownerId: number) {
      return (await repo.listByOwnerId(ownerId)).map(toDto);
    },
    async create(ownerId: number, body: Body): Promise<OwnerVenue> {
      if (!(await locations.isConsistent(body.city_id, body.district_id, body.neighborhood_id))) {
        throw badRequest(messages.ownerVenues.locationMismatch, { neighborhood_id: messages.ownerVenues.locationMismatch });
      }
      const categoryIds = [...new Set(body.category_ids)];
      if ((await repo.countCategories(categoryIds)) !== categoryIds.length) {
        throw badRequest(messages.ownerVenues.categoryInvalid, { category_ids: messages.ownerVenues.categoryInvalid });
      }
      const hours = resolveVenueHours(body);
      if (!hours.length) throw badRequest(messages.ownerVenues.noOpenDay, { working_hours: messages.ownerVenues.noOpenDay });
      const id = await repo.create(
        {
          ownerId,
          name: body.name,
          searchName: foldTurkish(body.name),
          description: body.description || null,
          address: body.address,
          phone: body.phone,
          email: body.email,
          cityId: body.city_id,
          districtId: body.district_id,
          neighborhoodId: body.neighborhood_id,
        },
        categoryIds,
        hours,
      );
      return toDto((await repo.findById(id))!);
    },
  };
}
