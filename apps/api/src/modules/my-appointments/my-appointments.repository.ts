import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { appointments, venueImages, venues } from '../../db/schema';
import { customerAppointmentColumns } from '../appointments/appointments.service';

const profilePath = sql<string | null>`(
  select ${venueImages.path} from ${venueImages}
  where ${venueImages.venueId} = ${appointments.venueId} and ${venueImages.imageType} = 'profile'
  order by ${venueImages.sortOrder}, ${venueImages.id} limit 1
)`;

// NOTE: json_agg rather than array_agg: both drivers (node-postgres and PGlite) parse json the same way.
const galleryPaths = sql<string[]>`coalesce((
  select json_agg(${venueImages.path} order by ${venueImages.sortOrder}, ${venueImages.id}) from ${venueImages}
  where ${venueImages.venueId} = ${appointments.venueId} and ${venueImages.imageType} = 'gallery'
), '[]'::json)`;

export type MyAppointmentRow = Awaited<ReturnType<ReturnType<typeof createMyAppointmentsRepository>['listByUserId']>>[number];

export function createMyAppointmentsRepository(db: Db) {
  /** One statement for the whole list: appointment, venue and its image paths (no N+1). */
  const selectForUser = (where: SQL | undefined) =>
    db
      .select({
        ...customerAppointmentColumns,
        subServiceId: appointments.subServiceId,
        notes: appointments.notes,
        createdAt: appointments.createdAt,
        profilePath,
        galleryPaths,
      })
      .from(appointments)
      .innerJoin(venues, eq(venues.id, appointments.venueId))
      .where(where)
      .orderBy(desc(appointments.startsAt), desc(appointments.id));

  return {
    listByUserId: (userId: number, status?: AppointmentStatus) =>
      selectForUser(and(eq(appointments.userId, userId), status ? eq(appointments.status, status) : undefined)),

    async findByIdForUser(id: number, userId: number) {
      const [row] = await selectForUser(and(eq(appointments.id, id), eq(appointments.userId, userId)));
      return row ?? null;
    },
  };
}
