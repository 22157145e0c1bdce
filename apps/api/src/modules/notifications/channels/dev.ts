import { messages, type NotificationChannel } from '@randevu/contracts';
import type { Channel } from './channel';

/** Used when the real channel is not configured: the row is marked sent with a note, nothing leaves. */
export function createDevChannel(channel: NotificationChannel): Channel {
  return {
    channel,
    name: 'dev',
    live: false,
    send: async () => ({ note: messages.notifications.devRecorded }),
  };
}
