import type { z } from 'zod';
import {
  FAQS_PER_VENUE_MAX,
  messages,
  type createVenueFaqBodySchema,
  type updateVenueFaqBodySchema,
  type VenueFaq,
} from '@randevu/contracts';
import type { Db } from '../../db/client';
import type { PublicCacheInvalidation } from '../../lib/public-cache';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { createVenueFaqsRepository, type VenueFaqRow } from './venue-faqs.repository';

type CreateBody = z.output<typeof createVenueFaqBodySchema>;
type UpdateBody = z.output<typeof updateVenueFaqBodySchema>;

const toDto = (r: VenueFaqRow): VenueFaq => ({
  id: r.id,
  question: r.question,
  answer: r.answer,
  is_active: r.isActive,
  position: r.position,
});

/** FAQs of an owner's venue. Another owner's venue or a FAQ of another venue answers 404, as if it did not exist. */
export function createVenueFaqsService({ db, cache }: { db: Db; cache: PublicCacheInvalidation }) {
  const repo = createVenueFaqsRepository(db);

  async function assertOwnsVenue(venueId: number, ownerId: number) {
    if ((await repo.findVenueOwnerId(venueId)) !== ownerId) throw notFound(messages.venues.notFound);
  }
  const faqNotFound = () => notFound(messages.venueFaqs.notFound);

  return {
    async list(ownerId: number, venueId: number): Promise<VenueFaq[]> {
      await assertOwnsVenue(venueId, ownerId);
      return (await repo.listByVenueId(venueId)).map(toDto);
    },

    async create(ownerId: number, venueId: number, body: CreateBody): Promise<VenueFaq> {
      await assertOwnsVenue(venueId, ownerId);
      const row = await repo.createLast(
        venueId,
        { question: body.question, answer: body.answer, isActive: body.is_active },
        FAQS_PER_VENUE_MAX,
      );
      if (!row) throw conflict(messages.venueFaqs.limitReached, 'FAQ_LIMIT');
      cache.invalidateVenue(venueId);
      return toDto(row);
    },

    async update(ownerId: number, venueId: number, faqId: number, body: UpdateBody): Promise<VenueFaq> {
      await assertOwnsVenue(venueId, ownerId);
      const row = await repo.update(faqId, venueId, {
        question: body.question,
        answer: body.answer,
        ...(body.is_active === undefined ? {} : { isActive: body.is_active }),
      });
      if (!row) throw faqNotFound();
      cache.invalidateVenue(venueId);
      return toDto(row);
    },

    async delete(ownerId: number, venueId: number, faqId: number): Promise<{ id: number }> {
      await assertOwnsVenue(venueId, ownerId);
      const row = await repo.delete(faqId, venueId);
      if (!row) throw faqNotFound();
      cache.invalidateVenue(venueId);
      return row;
    },

    async reorder(ownerId: number, venueId: number, faqIds: number[]): Promise<VenueFaq[]> {
      await assertOwnsVenue(venueId, ownerId);
      const rows = await repo.reorder(venueId, faqIds);
      if (!rows) throw badRequest(messages.venueFaqs.orderInvalid, { faq_ids: messages.venueFaqs.orderInvalid });
      cache.invalidateVenue(venueId);
      return rows.map(toDto);
    },
  };
}
