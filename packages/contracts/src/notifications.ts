import { z } from 'zod';

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
});
export type VenueNotificationSettings = z.infer<typeof venueNotificationSettingsSchema>;

/**
 * What the settings GET and PUT answer: the choices plus the venue's daily cap on messages to
 * customers, how many of today's were deferred to tomorrow by it, and the owner's notice (Turkish,
 * null when none were).
 */
export const venueNotificationSettingsViewSchema = venueNotificationSettingsSchema.extend({
  daily_limit: z.number().int(),
  deferred_today: z.number().int(),
  notice: z.string().nullable(),
});
export type VenueNotificationSettingsView = z.infer<typeof venueNotificationSettingsViewSchema>;
