import { kurusToLira, messages, type AppointmentStatus, type MyAppointment } from '@randevu/contracts';
import type { Job } from '../../lib/jobs';
import type { Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { conflict, notFound } from '../../lib/errors';
import { formatHHmm, toVenueWallTime } from '../../lib/time';
import { imageUrl } from '../media/media.service';
import { kickDelivery, notifyAppointment } from '../notifications/notifications.service';
import { createMyAppointmentsRepository, type MyAppointmentRow } from './my-appointments.repository';

const m = messages.myAppointments;

export function toMyAppointmentDto(row: MyAppointmentRow): MyAppointment {
  const wall = toVenueWallTime(row.startsAt);
  return {
    id: row.id,
    appointment_date: wall.date,
    appointment_time: formatHHmm(wall.minutes),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: row.status,
    venue_id: row.venueId,
    venue: {
      id: row.venueId,
      slug: row.venueSlug,
      name: row.venueName,
      address: row.venueAddress,
      profile_image_url: row.profilePath ? imageUrl(row.profilePath) : null,
      gallery_image_urls: (row.galleryPaths ?? []).map(imageUrl),
    },
    service: { name: row.serviceName, duration_minutes: row.durationMinutes },
    sub_service: row.subServiceName ? { name: row.subServiceName } : null,
    duration_minutes: row.durationMinutes,
    expert_name: row.expertName,
    notes: row.notes,
    price: kurusToLira(row.priceKurus),
    cancellation_reason: row.cancellationReason,
    cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function createMyAppointmentsService({ db, cache }: { db: Db; cache: PublicCacheInvalidation }) {
  const repo = createMyAppointmentsRepository(db);

  async function getRow(id: number, userId: number) {
    const row = await repo.findByIdForUser(id, userId);
    if (!row) throw notFound(m.missing);
    return row;
  }
  const get = async (id: number, userId: number): Promise<MyAppointment> => toMyAppointmentDto(await getRow(id, userId));

  return {
    /** The user's appointments, newest first; ended confirmed ones are completed first (docs/decisions/006). */
    async list(userId: number, status?: AppointmentStatus): Promise<MyAppointment[]> {
      await repo.completeEnded(userId);
      const rows = await repo.listByUserId(userId, status);
      return rows.map(toMyAppointmentDto);
    },

    get,

    /** Cancels the user's own pending or confirmed appointment before it starts. */
    async cancel(id: number, userId: number, reason: string | null): Promise<MyAppointment> {
      await repo.completeEnded(userId);
      // Notifications (owner told, reminders withdrawn) commit with the cancel.
      const outcome = await repo.cancelForUser(id, userId, reason, (tx) => notifyAppointment(tx, id, 'cancelled_by_customer'));
      if (outcome === 'cancelled') kickDelivery();
      switch (outcome) {
        case 'not_found':
          throw notFound(m.missing);
        case 'already_cancelled':
          throw conflict(m.alreadyCancelled, 'ALREADY_CANCELLED');
        case 'already_completed':
          throw conflict(m.alreadyCompleted, 'ALREADY_COMPLETED');
        case 'started':
          throw conflict(m.alreadyStarted, 'ALREADY_STARTED');
        case 'cancelled': {
          const row = await getRow(id, userId);
          cache.invalidateExpert(row.expertId);
          return toMyAppointmentDto(row);
        }
      }
    },
  };
}

export type MyAppointmentsService = ReturnType<typeof createMyAppointmentsService>;

export const COMPLETION_INTERVAL_MS = 60_000;

/**
 * Completes every ended confirmed appointment every minute, so owners and reports see
 * `completed` without a user opening the list. Started with the other jobs in `src/jobs.ts`;
 * runs once across instances (lib/jobs.ts).
 */
export const completionJob: Job = {
  name: 'appointment-completion',
  intervalMs: COMPLETION_INTERVAL_MS,
  run: (db) => createMyAppointmentsRepository(db).completeEnded(),
};
