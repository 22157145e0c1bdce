import type { CalendarAppointment, CalendarExpert, OwnerCalendar } from '@randevu/contracts';
import { istanbulInstant, serverActions } from './allowed-actions';

/** 2030-03-12 is a Tuesday; 07:30 UTC is 10:30 in Istanbul. */
export const DAY = '2030-03-12';
export const NOW_UTC = '2030-03-12T07:30:00Z';

const hours = (start: string, end: string, breaks: [string, string][] = []) => ({
  monday: { start, end, breaks },
  tuesday: { start, end, breaks },
  wednesday: { start, end, breaks },
  thursday: { start, end, breaks },
  friday: { start, end, breaks },
  saturday: null,
  sunday: null,
});

export const calendarExpert = (id: number, name: string, over: Partial<CalendarExpert> = {}): CalendarExpert => ({
  id,
  name,
  photo_url: null,
  is_active: true,
  working_hours: hours('09:00', '18:00'),
  ...over,
});

/**
 * A calendar block; `over` names its venue wall times (`starts_at_local`, `ends_at_local`); the instants and the
 * server's `allowed_actions` at NOW_UTC follow from them unless given.
 */
export const block = (id: number, over: Partial<CalendarAppointment> = {}): CalendarAppointment => {
  const local = {
    starts_at_local: over.starts_at_local ?? `${DAY}T11:00`,
    ends_at_local: over.ends_at_local ?? `${DAY}T11:45`,
  };
  const a: Omit<CalendarAppointment, 'allowed_actions'> = {
    id,
    expert_id: 7,
    status: 'confirmed',
    appointment_date: DAY,
    appointment_time: '11:00',
    starts_at: istanbulInstant(local.starts_at_local),
    ends_at: istanbulInstant(local.ends_at_local),
    ...local,
    duration_minutes: 45,
    customer: {
      id: 90 + id,
      first_name: 'Ali',
      last_name: 'Veli',
      phone: '+905321234567',
      email: null,
      no_shows_12m: 0,
      no_show_tag: false,
    },
    is_guest: true,
    booked_by: 'customer',
    service_id: 5,
    service_name: 'Saç',
    sub_service_id: 51,
    sub_service_name: 'Kesim',
    notes: null,
    price: 450,
    venue_id: 4,
    venue_name: 'Işıl Güzellik Salonu',
    visit_number: 1,
    prior_no_shows: 0,
    ...over,
  };
  return { ...a, allowed_actions: over.allowed_actions ?? serverActions('owner', a, Date.parse(NOW_UTC)) };
};

/** Ayşe (09:00–18:00, lunch 12:00–13:00) and Mehmet (10:00–19:00, time off 16:00–18:00); an inactive expert. */
export const calendarDay = (over: Partial<OwnerCalendar> = {}): OwnerCalendar => ({
  from: DAY,
  to: DAY,
  experts: [
    calendarExpert(7, 'Ayşe Yılmaz', { working_hours: hours('09:00', '18:00', [['12:00', '13:00']]) }),
    calendarExpert(8, 'Mehmet Kaya', { working_hours: hours('10:00', '19:00') }),
    calendarExpert(9, 'Pasif Uzman', { is_active: false }),
  ],
  venue_hours: {
    monday: ['09:00', '19:00'],
    tuesday: ['09:00', '19:00'],
    wednesday: ['09:00', '19:00'],
    thursday: ['09:00', '19:00'],
    friday: ['09:00', '19:00'],
    saturday: ['10:00', '16:00'],
  },
  appointments: [
    block(31),
    block(32, {
      expert_id: 8,
      status: 'pending',
      appointment_time: '14:00',
      starts_at_local: `${DAY}T14:00`,
      ends_at_local: `${DAY}T15:00`,
      duration_minutes: 60,
      customer: {
        id: 81,
        first_name: 'Zeynep',
        last_name: 'Ak',
        phone: '+905551112233',
        email: 'zeynep@example.com',
        no_shows_12m: 0,
        no_show_tag: false,
      },
      sub_service_id: 52,
      sub_service_name: 'Fön',
    }),
    block(33, {
      appointment_time: '09:00',
      starts_at_local: `${DAY}T09:00`,
      ends_at_local: `${DAY}T09:30`,
      duration_minutes: 30,
      customer: {
        id: 82,
        first_name: 'Can',
        last_name: 'Demir',
        phone: '+905320000000',
        email: null,
        no_shows_12m: 0,
        no_show_tag: false,
      },
      booked_by: 'owner',
    }),
  ],
  time_off: [
    {
      id: 1,
      expert_id: 8,
      starts_at: `${DAY}T16:00`,
      ends_at: `${DAY}T18:00`,
      reason: 'Doktor',
      created_at: '2030-01-01T00:00:00Z',
    },
  ],
  closures: [],
  holidays: [],
  expert_days: [],
  venue_days: [],
  ...over,
});

export const subServiceChoices = [
  { id: 51, serviceId: 5, name: 'Saç · Kesim' },
  { id: 52, serviceId: 5, name: 'Saç · Fön' },
];
