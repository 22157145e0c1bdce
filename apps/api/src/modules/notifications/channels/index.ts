import type { NotificationChannel } from '@randevu/contracts';
import type { Config } from '../../../config/env';
import type { Channel } from './channel';
import { createDevChannel } from './dev';
import { createNetgsmChannel } from './netgsm';
import { createSmtpChannel } from './smtp';

export type Channels = Record<NotificationChannel, Channel>;
export { PermanentDeliveryError, type Channel, type OutgoingMessage } from './channel';

/** The live channel for each kind of message, or the development recorder when it is not configured. */
export function createChannels(config: {
  notifications: Omit<Config['notifications'], 'maxPerVenuePerDay' | 'retentionDays'>;
}): Channels {
  const n = config.notifications;
  return {
    email: n.smtpUrl ? createSmtpChannel({ url: n.smtpUrl, from: n.mailFrom }) : createDevChannel('email'),
    sms: n.sms
      ? createNetgsmChannel({
          username: n.sms.username,
          password: n.sms.password,
          header: n.sms.header,
          apiUrl: n.sms.apiUrl,
        })
      : createDevChannel('sms'),
  };
}
