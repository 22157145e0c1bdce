import { useTestApp } from '../../../test/build-test-app';
import { PASSWORD, uniqueEmail } from '../../../test/auth-helpers';

/** The auth route suites' app (`.t` is there once the tests run): three failed logins lock an e-mail. */
export const useAuthSuite = () =>
  useTestApp({
    limits: { loginPerIp: 1000, loginFailuresPerEmail: 3, appointmentPerIp: 100, appointmentPerPhone: 100, contactPerIp: 100 },
  });

/** A user's registration body with a fresh e-mail. */
export const validUser = () => ({
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  email: uniqueEmail(),
  phone: '05321234567',
  password: PASSWORD,
  password_confirmation: PASSWORD,
});
