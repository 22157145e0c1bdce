import type { DevOutboxMessage } from '@randevu/contracts';

/** A sent password-reset e-mail to ali@example.com, as the development outbox lists it. */
export const outboxMessage = (id: number, over: Partial<DevOutboxMessage> = {}): DevOutboxMessage => ({
  id,
  channel: 'email',
  kind: 'password_reset',
  to: 'ali@example.com',
  subject: 'Randevu şifre sıfırlama kodunuz',
  text: 'Kodunuz: 123456',
  html: null,
  status: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2025-01-15T09:30:00Z',
  sent_at: '2025-01-15T09:30:01Z',
  ...over,
});
