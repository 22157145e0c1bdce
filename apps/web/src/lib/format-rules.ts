// Relative, not '@/': the unit test project loads this file without the Vite aliases.
import { formatAppointmentDate } from './format';

const dateOf = (local: string) => local.slice(0, 10);
const timeOf = (local: string) => local.slice(11, 16);

/** 'YYYY-MM-DDTHH:mm' (venue wall time) → '12 Mart 2030 Salı 09:00'. */
export const formatLocalDateTime = (local: string): string => `${formatAppointmentDate(dateOf(local))} ${timeOf(local)}`;

/**
 * A wall-time interval: '12 Mart 2030 Salı, 09:00–13:00' within one day,
 * '12 Mart 2030 Salı 09:00 – 14 Mart 2030 Perşembe 18:00' across days.
 */
export function formatLocalRange(startsAt: string, endsAt: string): string {
  if (dateOf(startsAt) === dateOf(endsAt)) {
    return `${formatAppointmentDate(dateOf(startsAt))}, ${timeOf(startsAt)}–${timeOf(endsAt)}`;
  }
  return `${formatLocalDateTime(startsAt)} – ${formatLocalDateTime(endsAt)}`;
}

/** Whole days, both included: '12 Mart 2030 Salı', or '12 Mart 2030 Salı – 14 Mart 2030 Perşembe'. */
export const formatDateRange = (startDate: string, endDate: string): string =>
  startDate === endDate
    ? formatAppointmentDate(startDate)
    : `${formatAppointmentDate(startDate)} – ${formatAppointmentDate(endDate)}`;
