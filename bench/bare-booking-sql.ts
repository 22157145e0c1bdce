import { LOCK_CLASSES } from '../apps/api/src/db/advisory-locks';

/** A guest booking's fields as the bare baselines read them (POST /api/appointments/public's body). */
export interface BareBooking {
  expert_id: number;
  venue_id: number;
  service_id: number;
  sub_service_id: number;
  appointment_date: string;
  appointment_time: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** The bare baselines' one transaction: the expert's advisory lock, then the appointments row ("Writes"). */
export const BARE_LOCK_SQL = 'select pg_advisory_xact_lock($1, $2)';
export const bareLockParams = (b: BareBooking) => [LOCK_CLASSES.expertTime, b.expert_id];
export const BARE_INSERT_SQL = `insert into appointments (venue_id, expert_id, service_id, sub_service_id, customer_first_name,
    customer_last_name, customer_email, customer_phone, status, starts_at, ends_at, duration_minutes, price_kurus, service_name,
    expert_name)
  select $1, $2, $3, $4, $5, $6, $7, $8, 'pending', s, s + interval '45 minutes', 45, 50000, 'Saç Kesimi', 'Uzman'
    from (select ($9 || ' ' || $10)::timestamp at time zone 'Europe/Istanbul' as s) t
  returning id`;
export const bareInsertParams = (b: BareBooking) => [
  b.venue_id,
  b.expert_id,
  b.service_id,
  b.sub_service_id,
  b.first_name,
  b.last_name,
  b.email,
  b.phone,
  b.appointment_date,
  b.appointment_time,
];
