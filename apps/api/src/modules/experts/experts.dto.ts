import type { z } from 'zod';
import {
  WEEKDAYS,
  kurusToLira,
  writeExpertDay,
  type createExpertBodySchema,
  type ExpertWorkingHours,
  type OwnerExpert,
  type OwnerExpertService,
  type OwnerExpertSubService,
} from '@randevu/contracts';
import { trimSeconds } from '../../lib/time';
import { imageUrl } from '../media/media.service';
import type { ExpertRow, HoursInsert } from './experts.repository';

/** Experts' rows ↔ their payloads: the owner's expert, and the body's week as rows (with breaks). */
type HoursBody = z.output<typeof createExpertBodySchema>['working_hours'];

const nullableLira = (kurus: number | null) => (kurus === null ? null : kurusToLira(kurus));

function toWorkingHours(rows: ExpertRow['hours']): ExpertWorkingHours {
  const hours = Object.fromEntries(WEEKDAYS.map((d) => [d, null])) as ExpertWorkingHours;
  for (const h of rows) {
    const day = WEEKDAYS[h.weekday - 1];
    if (day)
      hours[day] = writeExpertDay({ start: trimSeconds(h.starts_at), end: trimSeconds(h.ends_at), breaks: h.breaks ?? [] });
  }
  return hours;
}

export function toOwnerExpert(r: ExpertRow): OwnerExpert {
  return {
    id: r.id,
    venue_id: r.venue_id,
    name: r.name,
    specialization: r.specialization,
    experience_years: r.experience_years,
    phone: r.phone,
    email: r.email,
    bio: r.bio,
    specialties: r.specialties ?? [],
    working_hours: toWorkingHours(r.hours),
    photo_url: r.photo_path ? imageUrl(r.photo_path) : null,
    is_active: r.is_active,
    active_services: r.services.map((s): OwnerExpertService => ({
      id: s.id,
      name: s.name,
      custom_price: nullableLira(s.custom_price_kurus),
      custom_duration_minutes: s.custom_duration_minutes,
      description: s.description,
      is_active: s.is_active,
    })),
    active_sub_services: r.sub_services.map((s): OwnerExpertSubService => ({
      id: s.id,
      service_id: s.service_id,
      name: s.name,
      price: kurusToLira(s.price_kurus),
      duration_minutes: s.duration_minutes,
      custom_price: nullableLira(s.custom_price_kurus),
      custom_duration_minutes: s.custom_duration_minutes,
      description: s.description,
      is_active: s.is_active,
    })),
  };
}

/** Body hours → rows per ISO weekday; null/absent days are days off. */
export const toHoursRows = (hours: HoursBody): HoursInsert[] =>
  WEEKDAYS.flatMap((day, i) => {
    const h = hours?.[day];
    return h ? [{ weekday: i + 1, startsAt: h.start, endsAt: h.end, breaks: h.breaks }] : [];
  });
