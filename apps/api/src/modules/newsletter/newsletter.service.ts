import type { z } from 'zod';
import { messages, type newsletterBodySchema } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { memoryRateLimiters, type RateLimiterFactory } from '../../lib/rate-limiter';
import { createNewsletterRepository } from './newsletter.repository';

const ONE_HOUR = 60 * 60 * 1000;

/** The footer's newsletter form (decision 009): the address is stored before we answer success. */
export function createNewsletterService(opts: { db: Db; perIpPerHour: number; rateLimits?: RateLimiterFactory }) {
  const repo = createNewsletterRepository(opts.db);
  const limiter = (opts.rateLimits ?? memoryRateLimiters)('newsletter', ONE_HOUR);
  return {
    async subscribe(body: z.output<typeof newsletterBodySchema>, ip: string): Promise<{ email: string }> {
      if (!(await limiter.hit(`ip:${ip}`, opts.perIpPerHour))) throw tooManyRequests(messages.newsletter.rateLimited);
      await repo.subscribe(body.email, ip);
      return { email: body.email };
    },
  };
}
