import { z } from 'zod';
import { messages } from './messages';

/** The longest short name a venue may give itself for SMS (decision 079). */
export const SMS_NAME_MAX = 20;

/** The venue's short name in SMS: trimmed, at most SMS_NAME_MAX characters; blank or null clears it. */
export const smsNameSchema = z
  .string()
  .trim()
  .max(SMS_NAME_MAX, { message: messages.notifications.smsNameTooLong })
  .nullable()
  .transform((v) => (v ? v : null));

/** Where a message goes. */
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * GET /api/dev/outbox (outside production only): the latest 50 messages, newest first, so a
 * tester can read what the app sent (a password-reset code, a booking confirmation).
 */
export const devOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  kind: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;

/**
 * GET/PUT /api/owner/venues/{venueId}/notification-settings: which e-mails the venue's owner
 * receives (defaults: all on).
 */
export const venueNotificationSettingsSchema = z.object({
  booking_requests: z.boolean(),
  cancellations: z.boolean(),
  /** A new booking request also by SMS to the owner's phone (default off; absent: unchanged). Decision 080. */
  booking_requests_sms: z.boolean().optional(),
  /** The venue's short name in SMS (absent: unchanged; null or blank: none). Decision 079. */
  sms_name: smsNameSchema.optional(),
});
export type VenueNotificationSettings = z.input<typeof venueNotificationSettingsSchema>;
/** The body as the server reads it (the short name trimmed, blank as null). */
export type VenueNotificationSettingsBody = z.output<typeof venueNotificationSettingsSchema>;

/**
 * What the settings GET and PUT answer: the choices plus the venue's daily cap on messages to
 * customers, how many of today's were deferred to tomorrow by it, and the owner's notice (Turkish,
 * null when none were).
 */
export const venueNotificationSettingsViewSchema = z.object({
  booking_requests: z.boolean(),
  cancellations: z.boolean(),
  booking_requests_sms: z.boolean(),
  sms_name: z.string().nullable(),
  /** The mobile number the owner's SMS go to ('0532 123 45 67'), null when none is known (decision 080). */
  owner_sms_phone: z.string().nullable(),
  daily_limit: z.number().int(),
  deferred_today: z.number().int(),
  notice: z.string().nullable(),
});
export type VenueNotificationSettingsView = z.infer<typeof venueNotificationSettingsViewSchema>;
