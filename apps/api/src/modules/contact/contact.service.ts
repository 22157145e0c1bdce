import type { z } from 'zod';
import { messages, type contactBodySchema } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { memoryRateLimiters, type RateLimiterFactory } from '../../lib/rate-limiter';
import type { Notifier } from '../notifications/notifier';
import { createContactRepository } from './contact.repository';

const ONE_HOUR = 60 * 60 * 1000;

type Body = z.output<typeof contactBodySchema>;

/** The /iletisim form: every accepted message is stored, so none is lost even without a mail server. */
export function createContactService(opts: {
  db: Db;
  perIpPerHour: number;
  rateLimits?: RateLimiterFactory;
  notifier: Notifier;
}) {
  const limiter = (opts.rateLimits ?? memoryRateLimiters)('contact', ONE_HOUR);
  return {
    async create(body: Body, ip: string): Promise<{ id: number }> {
      if (!(await limiter.hit(`ip:${ip}`, opts.perIpPerHour))) throw tooManyRequests(messages.contact.rateLimited);
      const values = {
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        phone: body.phone,
        businessType: body.business_type,
        message: body.message,
        consent: body.consent,
        ip,
      };
      // The message and its e-mail to CONTACT_EMAIL commit together.
      const id = await opts.db.transaction(async (db) => {
        const created = await createContactRepository(db).create(values);
        await opts.notifier.contactMessage(db, { id: created, ...values, phone: values.phone ?? null });
        return created;
      });
      opts.notifier.kick();
      return { id };
    },
  };
}
