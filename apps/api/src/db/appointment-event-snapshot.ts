import { sql, type SQL } from 'drizzle-orm';

/**
 * What an appointment event keeps of its appointment as the change left it (decision 060): the columns a later move,
 * reschedule or status change can overwrite before the delivery job renders the event. The renderer reads the
 * appointment then and lays these over it, so a booking moved before its event is rendered still announces (and
 * schedules reminders for) the time it was booked at, as when messages were rendered in the change's transaction.
 * `row`: the alias of an `appointments` row (or of a CTE returning its columns). Every writer of `outbox_events` uses it.
 */
export const appointmentEventSnapshot = (row: string): SQL =>
  sql.raw(`jsonb_build_object(
    'status', ${row}.status, 'startsAt', ${row}.starts_at, 'endsAt', ${row}.ends_at,
    'expertName', ${row}.expert_name, 'serviceName', ${row}.service_name, 'subServiceName', ${row}.sub_service_name,
    'priceKurus', ${row}.price_kurus, 'cancellationReason', ${row}.cancellation_reason)`);

/** The snapshot as the renderer reads it back from the payload (instants as ISO text). */
export interface AppointmentEventSnapshot {
  status: string;
  startsAt: string;
  endsAt: string;
  expertName: string;
  serviceName: string;
  subServiceName: string | null;
  priceKurus: number;
  cancellationReason: string | null;
}
