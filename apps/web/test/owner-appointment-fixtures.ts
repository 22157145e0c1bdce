import type { OwnerAppointment } from '@randevu/contracts';
import { serverActions } from './allowed-actions';

const HOUR = 60 * 60 * 1000;

/** The instant `hours` from now (negative: ago), ISO. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/**
 * A request of venue 4 as the owner's list shows it: `{first} Veli`, a user's pending 'Saç Kesimi' with
 * Ayşe Yılmaz two days from now, asked an hour ago.
 */
export const ownerAppointment = (id: number, first: string, over: Partial<OwnerAppointment> = {}): OwnerAppointment => {
  const a: Omit<OwnerAppointment, 'allowed_actions'> = {
    id,
    venue_id: 4,
    venue_name: 'Işıl Güzellik',
    user: { first_name: first, last_name: 'Veli', phone: '05321234567', no_shows_12m: 0, no_show_tag: false },
    customer_email: `${first.toLowerCase()}@example.com`,
    is_guest: false,
    status: 'pending',
    appointment_date: '2030-03-12',
    appointment_time: '10:30',
    starts_at: hoursFromNow(48),
    ends_at: hoursFromNow(49),
    duration_minutes: 45,
    service: { name: 'Saç Kesimi' },
    sub_service_id: null,
    sub_service: null,
    expert_id: 7,
    expert_name: 'Ayşe Yılmaz',
    notes: null,
    price: 350,
    created_at: hoursFromNow(-1),
    cancellation_reason: null,
    rescheduled_from: null,
    ...over,
  };
  // What the server would allow now (decision 059), unless the test says.
  return { ...a, allowed_actions: over.allowed_actions ?? serverActions('owner', a, Date.now()) };
};
