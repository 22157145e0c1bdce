import type { ManageAppointment, MyAppointment } from '@randevu/contracts';
import { serverActions } from './allowed-actions';

/** What the customer's answers share: 12 March 2030, 10:30, 45 minutes of Saç Kesimi with Ayşe Yılmaz, ₺350. */
const slot = {
  review: null,
  review_window_ends_at: null,
  appointment_date: '2030-03-12',
  appointment_time: '10:30',
  starts_at: '2030-03-12T07:30:00.000Z',
  ends_at: '2030-03-12T08:15:00.000Z',
  duration_minutes: 45,
  expert_id: 7,
  service_id: 3,
  expert_name: 'Ayşe Yılmaz',
  price: 350,
  cancellation_reason: null,
  cancelled_at: null,
} as const;

/** A signed-in user's appointment as GET /api/user/appointments answers it: 12 March 2030, 10:30, pending. */
export const myAppointment = (id: number, over: Partial<MyAppointment> = {}): MyAppointment => {
  const a: Omit<MyAppointment, 'allowed_actions'> = {
    id,
    ...slot,
    status: 'pending',
    venue_id: 1,
    venue: {
      id: 1,
      prefix: 'isil',
      name: `Salon ${id}`,
      address: 'Merkez, Edirne',
      full_address: 'Saraçlar Caddesi No: 5, Sabuni Mahallesi, Merkez/Edirne',
      phone: '2842120000',
      profile_image_url: null,
      gallery_image_urls: [],
    },
    service: { name: 'Saç Kesimi', duration_minutes: 45 },
    sub_service: null,
    sub_service_id: null,
    notes: null,
    created_at: '2030-03-01T07:30:00.000Z',
    ...over,
  };
  // What the server would allow now (decision 059), unless the test says.
  return { ...a, allowed_actions: over.allowed_actions ?? serverActions('user', a, Date.now()) };
};

/** The appointment behind a manage link as GET /api/manage/{token} answers it: confirmed, movable, cancellable. */
export const manageAppointment = (token: string, over: Partial<ManageAppointment> = {}): ManageAppointment => ({
  id: 7,
  ...slot,
  status: 'confirmed',
  venue: {
    id: 3,
    prefix: 'isil',
    name: 'Işıl Kuaför',
    address: 'Merkez, Edirne',
    full_address: 'Saraçlar Caddesi No: 5, Sabuni Mahallesi, Merkez/Edirne',
    phone: '2842120000',
  },
  sub_service_id: null,
  service: { name: 'Saç Kesimi' },
  sub_service: { name: 'Kısa Kesim' },
  allowed_actions: [
    ...(over.can_cancel === false ? [] : (['cancel'] as const)),
    ...(over.can_reschedule === false ? [] : (['reschedule'] as const)),
  ],
  can_cancel: true,
  can_reschedule: true,
  cancellation_deadline: '2030-03-11T07:30:00.000Z',
  expires_at: null,
  calendar_url: `/api/manage/${token}/calendar.ics`,
  access: 'manage',
  ...over,
});
