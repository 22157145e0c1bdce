import type { OwnerSuite } from './owner-suite';
import { createAppointment, createExpert, createVenue } from './factories';
import { at } from './fixtures';

type Extra = Parameters<typeof createAppointment>[1] extends infer T ? Partial<T> : never;

/** A venue of `ownerId` (the suite's owner by default) with its expert Zeynep Ak, and `book` for 30-minute appointments. */
export async function seedReportVenue(s: OwnerSuite, ownerId = s.owner.user.id) {
  const venueId = (await createVenue(s.t.db, { ownerId })).id;
  const expert = await createExpert(s.t.db, { venueId, name: 'Zeynep Ak' });
  const book = (date: string, time: string, extra: Extra) =>
    createAppointment(s.t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at(date, time),
      durationMinutes: 30,
      expertName: 'Zeynep Ak',
      ...extra,
    });
  return { venueId, expertId: expert.id, book };
}
