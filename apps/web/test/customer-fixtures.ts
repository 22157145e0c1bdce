import type { OwnerCustomer, OwnerCustomerSummary } from '@randevu/contracts';

/** A row of the owner's customers list. */
export const customerRow = (id: number, first: string, over: Partial<OwnerCustomerSummary> = {}): OwnerCustomerSummary => ({
  id,
  first_name: first,
  last_name: 'Şahin',
  phone: '+905321234567',
  email: null,
  visits: 3,
  last_visit: '2026-11-20',
  total_spent: 1200,
  no_shows: 0,
  no_shows_12m: 0,
  no_show_tag: false,
  ...over,
});

/** `{ success, data, meta }` of GET …/customers. */
export const customersBody = (
  rows: OwnerCustomerSummary[],
  meta: Partial<{ total: number; page: number; limit: number }> = {},
) => ({
  success: true,
  data: rows,
  meta: { total: rows.length, page: 1, limit: 20, ...meta },
});

/** A customer's card. */
export const customerCard = (over: Partial<OwnerCustomer> = {}): OwnerCustomer => ({
  ...customerRow(7, 'Gül'),
  email: 'gul@example.com',
  visits: 2,
  total_spent: 950.5,
  last_visit: '2026-11-20',
  next_visit: { date: '2026-12-04', time: '11:30' },
  upcoming: 1,
  no_shows: 1,
  cancellations: 2,
  appointments_total: 2,
  appointments: [
    {
      id: 71,
      date: '2026-12-04',
      time: '11:30',
      status: 'confirmed',
      service_name: 'Saç Kesimi',
      expert_name: 'Elif Kaya',
      price: 300,
    },
    {
      id: 70,
      date: '2026-11-20',
      time: '10:00',
      status: 'completed',
      service_name: 'Fön',
      expert_name: 'Zeynep Ak',
      price: 550.5,
    },
  ],
  note: null,
  phones: [],
  history: [],
  ...over,
});
