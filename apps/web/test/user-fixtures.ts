import type { User } from '@randevu/contracts';

/** The signed-in user of the auth form tests: Ali Veli, a user account (id 1 unless `over` says otherwise). */
export const aliVeli = (over: Partial<User> = {}): User => ({
  id: 1,
  first_name: 'Ali',
  last_name: 'Veli',
  name: 'Ali Veli',
  business_name: null,
  email: 'ali@example.com',
  phone: '05321234567',
  role: 'user',
  email_verified: false,
  ...over,
});
