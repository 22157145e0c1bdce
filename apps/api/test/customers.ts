import { beforeAll } from 'vitest';
import type { TestApp } from './build-test-app';
import { useOwnerSuite, type OwnerSuite } from './owner-suite';
import type { Session } from './auth-helpers';
import { createAppointment, createExpert } from './factories';
import { at, seedBookableVenue } from './fixtures';

export type Status = 'pending' | 'confirmed' | 'cancelled' | 'completed' | 'no_show' | 'expired';

/**
 * A venue of `ownerId` with one expert, and `book` to add its appointments (the customer tests): each answers the
 * appointment row, whose `customerId` is the card the booking went to (decision 086).
 */
export async function seedCustomersVenue(t: TestApp, ownerId: number) {
  const { venueId } = await seedBookableVenue(t.db, { ownerId });
  const expert = await createExpert(t.db, { venueId, name: 'Zeynep Ak' });
  const book = (date: string, time: string, customer: Record<string, unknown>, status: Status = 'completed', price = 400) =>
    createAppointment(t.db, {
      venueId,
      expertId: expert.id,
      status,
      startsAt: at(date, time),
      priceKurus: price * 100,
      ...(status === 'cancelled' ? { cancelledAt: new Date(), cancelledBy: 'owner' as const } : {}),
      ...customer,
    });
  return { venueId, book };
}

export const customersApi = (t: TestApp) => ({
  list: (venueId: number, query: string, session?: Session) =>
    t.app.inject({ method: 'GET', url: `/api/owner/venues/${venueId}/customers${query}`, headers: session?.headers }),
  card: (venueId: number, customerId: number | string, session?: Session) =>
    t.app.inject({ method: 'GET', url: `/api/owner/venues/${venueId}/customers/${customerId}`, headers: session?.headers }),
  note: (venueId: number, customerId: number | string, body: unknown, session?: Session) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/owner/venues/${venueId}/customers/${customerId}/note`,
      headers: session?.headers,
      payload: body as object,
    }),
});

export const gul = { customerFirstName: 'Gül', customerLastName: 'Şahin', customerPhone: '+905321234567', customerEmail: '' };
export const ali = {
  customerFirstName: 'Ali',
  customerLastName: 'Kaya',
  customerPhone: '+905329876543',
  customerEmail: 'ali@example.com',
};

/** The file's OwnerSuite with the customers calls (opened before its tests, closed after them). */
export function useCustomersSuite() {
  const s = useOwnerSuite();
  const suite = {} as OwnerSuite & { api: ReturnType<typeof customersApi> };
  beforeAll(() => {
    Object.assign(suite, s, { api: customersApi(s.t) });
  });
  return suite;
}
