import type { z } from 'zod';
import {
  kurusToLira,
  liraToKurus,
  messages,
  type AppointmentOutsideHours,
  type assignExpertServiceBodySchema,
  type assignExpertSubServiceBodySchema,
  type createExpertBodySchema,
  type OwnerExpert,
  type OwnerExpertService,
  type OwnerExpertSubService,
  type UpdatedExpert,
  type updateExpertBodySchema,
} from '@randevu/contracts';
import { PG, pgErrorCode, type Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { deleteImage, type StoredImage, imageUrl, type FileStorage } from '../media/media.service';
import { isoWeekday, parseHHmm, toVenueWallTime } from '../../lib/time';
import { createCategoriesService } from '../categories/categories.service';
import { createSubServicesService } from '../sub-services/sub-services.service';
import { createExpertsRepository, type HoursInsert } from './experts.repository';
import { toHoursRows, toOwnerExpert } from './experts.dto';

const m = messages.experts;
type CreateBody = z.output<typeof createExpertBodySchema>;
type UpdateBody = z.output<typeof updateExpertBodySchema>;
type AssignServiceBody = z.output<typeof assignExpertServiceBodySchema>;
type AssignSubServiceBody = z.output<typeof assignExpertSubServiceBodySchema>;

/** The large rendition's key next to a stored thumbnail key (storeImage names them `…-sm.webp` / `…-lg.webp`). */
const photoKeys = (thumbKey: string | null) => (thumbKey ? [thumbKey, thumbKey.replace(/-sm\.webp$/, '-lg.webp')] : []);

const alreadyAssigned = (message: string, field: string) => conflict(message, 'ALREADY_ASSIGNED', { [field]: message });

export interface ExpertsServiceOptions {
  db: Db;
  storage: FileStorage;
  cache: PublicCacheInvalidation;
  storeImage: (bytes: Buffer, prefix: string) => Promise<StoredImage>;
  now?: () => Date;
}

export function createExpertsService({ db, storage, cache, storeImage, now = () => new Date() }: ExpertsServiceOptions) {
  const repo = createExpertsRepository(db);
  const subServices = createSubServicesService({ db, cache, now });
  const categories = createCategoriesService({ db });

  async function getRef(id: number, ownerId: number) {
    const ref = await repo.findOwnedRef(id, ownerId);
    if (!ref) throw notFound(m.notFound, 'EXPERT_NOT_FOUND');
    return ref;
  }

  async function get(id: number, ownerId: number): Promise<OwnerExpert> {
    const row = await repo.findOwnedById(id, ownerId);
    if (!row) throw notFound(m.notFound, 'EXPERT_NOT_FOUND');
    return toOwnerExpert(row);
  }

  /** Upcoming pending/confirmed appointments that do not lie wholly inside the expert's hours of their day, or touch a break. */
  async function listOutsideHours(expertId: number, hours: HoursInsert[]): Promise<AppointmentOutsideHours[]> {
    const byWeekday = new Map(
      hours.map((h) => [
        h.weekday,
        {
          start: parseHHmm(h.startsAt),
          end: parseHHmm(h.endsAt),
          breaks: h.breaks.map(([s, e]) => [parseHHmm(s), parseHHmm(e)]),
        },
      ]),
    );
    const upcoming = await repo.listUpcomingAppointments(expertId, now());
    return upcoming.flatMap((a) => {
      const start = toVenueWallTime(a.startsAt);
      const day = byWeekday.get(isoWeekday(start.date));
      const endMinutes = start.minutes + Math.round((a.endsAt.getTime() - a.startsAt.getTime()) / 60_000);
      const inBreak = day?.breaks.some(([s, e]) => start.minutes < e! && endMinutes > s!);
      if (day && start.minutes >= day.start && endMinutes <= day.end && !inBreak) return [];
      return [
        {
          id: a.id,
          appointment_date: start.date,
          appointment_time: `${String(Math.floor(start.minutes / 60)).padStart(2, '0')}:${String(start.minutes % 60).padStart(2, '0')}`,
          customer_name: `${a.firstName} ${a.lastName}`.trim(),
        },
      ];
    });
  }

  return {
    async listMine(ownerId: number, venueId?: number): Promise<OwnerExpert[]> {
      return (await repo.listByOwnerId(ownerId, venueId)).map(toOwnerExpert);
    },

    get,

    async create(ownerId: number, body: CreateBody): Promise<OwnerExpert> {
      await subServices.assertOwnsVenue(body.venue_id, ownerId);
      const id = await repo.create(
        {
          venueId: body.venue_id,
          name: body.name,
          specialization: body.specialization ?? null,
          experienceYears: body.experience_years ?? null,
          phone: body.phone ?? null,
          email: body.email ?? null,
          bio: body.bio ?? null,
          specialties: body.specialties ?? [],
          isActive: body.is_active ?? true,
        },
        toHoursRows(body.working_hours),
      );
      cache.invalidateVenue(body.venue_id);
      return get(id, ownerId);
    },

    /** Fields left out keep their value. Changing hours cancels nothing; the answer lists what no longer fits. */
    async update(id: number, ownerId: number, body: UpdateBody): Promise<UpdatedExpert> {
      const { venueId } = await getRef(id, ownerId);
      const hours = body.working_hours === undefined ? undefined : toHoursRows(body.working_hours);
      await repo.update(
        id,
        {
          name: body.name,
          ...(body.specialization !== undefined && { specialization: body.specialization }),
          ...(body.experience_years !== undefined && { experienceYears: body.experience_years }),
          ...(body.phone !== undefined && { phone: body.phone }),
          ...(body.email !== undefined && { email: body.email }),
          ...(body.bio !== undefined && { bio: body.bio }),
          ...(body.specialties !== undefined && { specialties: body.specialties }),
          ...(body.is_active !== undefined && { isActive: body.is_active }),
        },
        hours,
      );
      cache.invalidateVenue(venueId);
      const outside = hours ? await listOutsideHours(id, hours) : [];
      return { ...(await get(id, ownerId)), appointments_outside_hours: outside };
    },

    /** Soft delete (decision 012): refused with 409 while pending or confirmed appointments lie ahead. */
    async delete(id: number, ownerId: number): Promise<{ id: number }> {
      const ref = await getRef(id, ownerId);
      const upcoming = await repo.softDelete(id, now());
      cache.invalidateVenue(ref.venueId);
      if (upcoming > 0) throw conflict(m.hasUpcomingAppointments.replace('{count}', String(upcoming)), 'EXPERT_HAS_APPOINTMENTS');
      await deleteImage(storage, photoKeys(ref.photoPath)).catch(() => undefined);
      return { id };
    },

    /** Stores the re-encoded photo, points the expert at its thumbnail and removes the previous files. */
    async setPhoto(
      id: number,
      ownerId: number,
      readFile: () => Promise<Buffer | null>,
    ): Promise<{ id: number; photo_url: string }> {
      const ref = await getRef(id, ownerId);
      const bytes = await readFile();
      if (!bytes) throw badRequest(m.photoRequired, { photo: m.photoRequired });
      const stored = await storeImage(bytes, `experts/${id}`);
      await repo.setPhotoPath(id, stored.thumbKey);
      cache.invalidateVenue(ref.venueId);
      // The row is what matters: a file that cannot be removed is only wasted space.
      await deleteImage(storage, photoKeys(ref.photoPath)).catch(() => undefined);
      return { id, photo_url: imageUrl(stored.thumbKey) };
    },

    async assignService(id: number, ownerId: number, body: AssignServiceBody): Promise<OwnerExpertService> {
      const ref = await getRef(id, ownerId);
      const service = await subServices.findServiceOfVenue(body.service_id, ref.venueId);
      if (!service) {
        if (!(await categories.findServiceById(body.service_id))) {
          throw notFound(m.serviceNotFound, 'SERVICE_NOT_FOUND');
        }
        throw badRequest(m.serviceNotInVenue, { service_id: m.serviceNotInVenue });
      }
      try {
        await repo.insertService({
          expertId: id,
          serviceId: service.id,
          customPriceKurus: liraToKurus(body.custom_price),
          customDurationMinutes: body.custom_duration_minutes,
          description: body.description ?? null,
        });
      } catch (error) {
        if (pgErrorCode(error) === PG.uniqueViolation) throw alreadyAssigned(m.serviceAlreadyAssigned, 'service_id');
        throw error;
      }
      cache.invalidateVenue(ref.venueId);
      return {
        id: service.id,
        name: service.name,
        custom_price: body.custom_price,
        custom_duration_minutes: body.custom_duration_minutes,
        description: body.description ?? null,
        is_active: true,
      };
    },

    async unassignService(id: number, ownerId: number, serviceId: number): Promise<{ expert_id: number; id: number }> {
      const { venueId } = await getRef(id, ownerId);
      if (!(await repo.deleteService(id, serviceId))) throw notFound(m.assignmentNotFound, 'ASSIGNMENT_NOT_FOUND');
      cache.invalidateVenue(venueId);
      return { expert_id: id, id: serviceId };
    },

    async assignSubService(id: number, ownerId: number, body: AssignSubServiceBody): Promise<OwnerExpertSubService> {
      const ref = await getRef(id, ownerId);
      const sub = await subServices.findOfVenue(body.sub_service_id, ref.venueId);
      if (!sub) throw notFound(m.subServiceNotFound, 'SUB_SERVICE_NOT_FOUND');
      const isActive = body.is_active ?? true;
      try {
        await repo.insertSubService(
          {
            expertId: id,
            subServiceId: sub.id,
            customPriceKurus: body.custom_price === null ? null : liraToKurus(body.custom_price),
            customDurationMinutes: body.custom_duration_minutes,
            description: body.description ?? null,
            isActive,
          },
          sub.serviceId,
        );
      } catch (error) {
        if (pgErrorCode(error) === PG.uniqueViolation) throw alreadyAssigned(m.subServiceAlreadyAssigned, 'sub_service_id');
        throw error;
      }
      cache.invalidateVenue(ref.venueId);
      return {
        id: sub.id,
        service_id: sub.serviceId,
        name: sub.name,
        price: kurusToLira(sub.priceKurus),
        duration_minutes: sub.durationMinutes,
        custom_price: body.custom_price,
        custom_duration_minutes: body.custom_duration_minutes,
        description: body.description ?? null,
        is_active: isActive,
      };
    },

    async unassignSubService(id: number, ownerId: number, subServiceId: number): Promise<{ expert_id: number; id: number }> {
      const { venueId } = await getRef(id, ownerId);
      if (!(await repo.deleteSubService(id, subServiceId))) throw notFound(m.assignmentNotFound, 'ASSIGNMENT_NOT_FOUND');
      cache.invalidateVenue(venueId);
      return { expert_id: id, id: subServiceId };
    },
  };
}

export type ExpertsService = ReturnType<typeof createExpertsService>;
