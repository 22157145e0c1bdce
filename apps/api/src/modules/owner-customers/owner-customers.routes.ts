import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import {
  customerNoteBodySchema,
  customerNoteResponseSchema,
  ownerCalendarParamsSchema,
  ownerCustomerParamsSchema,
  ownerCustomerResponseSchema,
  ownerCustomersQuerySchema,
  ownerCustomersResponseSchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { errorResponses } from '../../lib/errors';
import { ownerCachedRead, requireRole } from '../../plugins/auth';
import { tags } from '../../lib/public-cache';
import { createOwnerCustomersService } from './owner-customers.service';
import { createOwnerCustomersListService } from './owner-customers.list';
import { createCustomerEditsService } from './customer-edits.service';

const errors = errorResponses(400, 401, 403, 404);

/**
 * The venue's customers (decision 042) and the front desk's lookup by phone, one path:
 * `?phone=` answers the lookup's matches, as before; otherwise `?q=&page=` a page of the customers. Another owner's
 * venue (or customer) is 404 before the query or the body is validated (plugins/ownership.ts). The answers hold
 * people's contacts and the owner's notes: never stored by a cache.
 */
/** How long a kept list or lookup may lag the clock (decision 091). */
const CLOCK_BOUND_MS = 60_000;

export const ownerCustomersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const lookup = createOwnerCustomersService(deps);
  const customers = createOwnerCustomersListService(deps);
  const edits = createCustomerEditsService(deps);
  const guarded = { onRequest: requireRole('owner') };
  // The list and the lookup are kept as the reports are (decision 041): per owner and URL, tagged with the venue and
  // its experts, dropped by every write of an appointment. They carry no note; the card (with the note) is not kept.
  const cached = ownerCachedRead(deps.cache, deps.now);

  app.get(
    '/api/owner/venues/:id/customers',
    {
      ...cached,
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        summary:
          "My venue's customers (q, page, no_show, inactive_weeks, sort), or the returning customers whose phone holds the digits (phone)",
        params: ownerCalendarParamsSchema,
        querystring: ownerCustomersQuerySchema,
        response: { 200: ownerCustomersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id } = request.params;
      const { phone, ...list } = request.query;
      // Decision 091: the figures also move with the clock (an appointment starts, a no-show leaves the 12 months),
      // so a kept answer is at most a minute old.
      deps.cache.tag(request, [tags.venue(id), ...(await customers.expertIds(id)).map(tags.expert)], {
        expiresAt: deps.now().getTime() + CLOCK_BOUND_MS,
      });
      if (phone !== undefined) return success(await lookup.findByPhone(request.user!.id, request.params.id, phone));
      return { success: true as const, ...(await customers.list(request.user!.id, request.params.id, list)) };
    },
  );

  app.get(
    '/api/owner/venues/:id/customers/:customerId',
    {
      ...guarded,
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        summary: "A customer's card: figures, appointments, my private note, other numbers and history",
        params: ownerCustomerParamsSchema,
        response: { 200: ownerCustomerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, customerId } = request.params;
      const card = await customers.card(request.user!.id, id, customerId);
      return success({ ...card, ...(await edits.extras(customerId)) });
    },
  );

  app.put(
    '/api/owner/venues/:id/customers/:customerId/note',
    {
      ...guarded,
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        summary: 'My private note on a customer (a blank note deletes it); never shown to the customer',
        params: ownerCustomerParamsSchema,
        body: customerNoteBodySchema,
        response: { 200: customerNoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, customerId } = request.params;
      return success(await customers.saveNote(request.user!.id, id, customerId, request.body.note));
    },
  );
};
