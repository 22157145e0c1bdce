import { appointments, venues } from '../../db/schema';
import { formatHHmm, toVenueWallTime } from '../../lib/time';
import { venueFullAddressSql } from '../../db/venue-address';

/**
 * What a customer sees of their appointment and its venue, for a select of appointments joined to venues:
 * 'Randevularım' (my-appointments) and the manage link (modules/manage).
 */
export const customerAppointmentColumns = {
  id: appointments.id,
  status: appointments.status,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  /** Who completed it: when its review window opens (decision 053). */
  completedBy: appointments.completedBy,
  durationMinutes: appointments.durationMinutes,
  priceKurus: appointments.priceKurus,
  serviceId: appointments.serviceId,
  serviceName: appointments.serviceName,
  subServiceId: appointments.subServiceId,
  subServiceName: appointments.subServiceName,
  expertId: appointments.expertId,
  expertName: appointments.expertName,
  cancellationReason: appointments.cancellationReason,
  cancelledAt: appointments.cancelledAt,
  revision: appointments.revision,
  venueId: venues.id,
  venuePrefix: venues.prefix,
  venueName: venues.name,
  venueAddress: venues.address,
  /** Street, mahalle, ilçe/il (decision 080). */
  venueFullAddress: venueFullAddressSql,
  venuePhone: venues.phone,
  /** Public on the venue's page; the calendar file's ORGANIZER (decision 054). */
  venueEmail: venues.email,
  /** The venue's rule that binds the customer's cancel and reschedule (`allowed_actions`, decision 059). */
  cancellationNoticeHours: venues.cancellationNoticeHours,
};

/** A customer payload's times: the start as venue wall time (the spec's date and time) and both instants in UTC. */
export function customerAppointmentTimes(row: { startsAt: Date; endsAt: Date }) {
  const wall = toVenueWallTime(row.startsAt);
  return {
    appointment_date: wall.date,
    appointment_time: formatHHmm(wall.minutes),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
  };
}

/**
 * What the customer chose, by id: the booking sheet of a reschedule opens on the same expert, service and
 * sub-service and reads their available times.
 */
export function customerAppointmentChoice(row: { expertId: number; serviceId: number; subServiceId: number | null }) {
  return { expert_id: row.expertId, service_id: row.serviceId, sub_service_id: row.subServiceId };
}
