import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerEditBodySchema,
  customerMergeBodySchema,
  ownerCustomerParamsSchema,
  ownerCustomerResponseSchema,
} from '@randevu/contracts';
import { success } from '../../lib/reply';
import type { ModuleDeps } from '../module-deps';
import { errorResponses } from '../../lib/errors';
import { requireRole } from '../../plugins/auth';
import { createCustomerEditsService } from './customer-edits.service';
import { createOwnerCustomersListService } from './owner-customers.list';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The front desk corrects a card and merges two cards of one person (decision 092). The role is checked on request,
 * the venue and the card in the path before the body (plugins/ownership.ts: another owner's → 404, nothing changed);
 * both answer the card as it is now. Never stored by a cache: it holds contacts and the owner's note.
 */
export const customerEditsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const edits = createCustomerEditsService(deps);
  const customers = createOwnerCustomersListService(deps);
  const guarded = { onRequest: requireRole('owner') };
  const card = async (ownerId: number, venueId: number, customerId: number) => ({
    ...(await customers.card(ownerId, venueId, customerId)),
    ...(await edits.extras(customerId)),
  });

  app.put(
    '/api/owner/venues/:id/customers/:customerId',
    {
      ...guarded,
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        summary:
          "Correct a customer's names, phone, e-mail and other numbers; upcoming appointments follow, the history records it",
        params: ownerCustomerParamsSchema,
        body: customerEditBodySchema,
        response: { 200: ownerCustomerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, customerId } = request.params;
      await edits.update(request.user!.id, id, customerId, request.body);
      return success(await card(request.user!.id, id, customerId));
    },
  );

  app.post(
    '/api/owner/venues/:id/customers/:customerId/merge',
    {
      ...guarded,
      schema: {
        tags: ['owner'],
        security: [{ bearer: [] }],
        summary: 'Merge another card of the same person into this one (appointments, notes, no-shows); the other is deleted',
        params: ownerCustomerParamsSchema,
        body: customerMergeBodySchema,
        response: { 200: ownerCustomerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { id, customerId } = request.params;
      await edits.merge(request.user!.id, id, customerId, request.body.other_id);
      return success(await card(request.user!.id, id, customerId));
    },
  );
};
