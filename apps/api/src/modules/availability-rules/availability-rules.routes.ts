import { z } from 'zod';
import { success } from '../../lib/reply';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyVenueBreakBodySchema,
  bookingRulesResponseSchema,
  closureListResponseSchema,
  closureResponseSchema,
  createClosureBodySchema,
  createTimeOffBodySchema,
  errorResponseSchema,
  expertTimeOffItemParamsSchema,
  expertTimeOffParamsSchema,
  idParamsSchema,
  ruleConflictResponseSchema,
  ruleRecordDeletedResponseSchema,
  timeOffListResponseSchema,
  timeOffResponseSchema,
  updateBookingRulesBodySchema,
  updateHolidayBodySchema,
  venueClosureItemParamsSchema,
  venueClosureParamsSchema,
  venueHolidayListResponseSchema,
  venueHolidayParamsSchema,
  venueHolidayResponseSchema,
  venueHolidaysParamsSchema,
  answerHolidaysBodySchema,
  venueHolidaysQuerySchema,
  venueBreakAppliedResponseSchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { requireRole } from '../../plugins/auth';
import { createAvailabilityRulesService } from './availability-rules.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const common = { onRequest: requireRole('owner') } as const;
const meta = { tags: ['owner'], security: [{ bearer: [] }] };
// The contract's "at least one rule" check has no field, and the error handler answers a body-level issue with the
// generic text; the service answers it with its own (messages.availabilityRules.noRuleGiven) instead.
const updateBookingRulesFieldsSchema = z.object(updateBookingRulesBodySchema.shape);
const timeOffBase = '/api/owner/experts/:id/time-off';
const venueBase = '/api/owner/venues/:id';

/**
 * The owner's availability rules (decision 032). A rule over appointments already booked answers
 * 409 RULE_CONFLICT with the appointments in `conflicts` unless the body says `force: true`.
 */
export const availabilityRulesRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, cache, now }) => {
  const service = createAvailabilityRulesService({ db, cache, now });

  // ---- Expert time off ----
  app.get(
    timeOffBase,
    {
      ...common,
      schema: { ...meta, params: expertTimeOffParamsSchema, response: { 200: timeOffListResponseSchema, ...errors } },
    },
    async (request) => success(await service.timeOff.list(request.user!.id, request.params.id)),
  );

  app.post(
    timeOffBase,
    {
      ...common,
      schema: {
        ...meta,
        params: expertTimeOffParamsSchema,
        body: createTimeOffBodySchema,
        response: { 201: timeOffResponseSchema, ...errors, 409: ruleConflictResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await service.timeOff.create(request.user!.id, request.params.id, request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.delete(
    `${timeOffBase}/:timeOffId`,
    {
      ...common,
      schema: { ...meta, params: expertTimeOffItemParamsSchema, response: { 200: ruleRecordDeletedResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await service.timeOff.delete(request.user!.id, request.params.id, request.params.timeOffId),
    }),
  );

  // ---- Venue closures ----
  app.get(
    `${venueBase}/closures`,
    { ...common, schema: { ...meta, params: venueClosureParamsSchema, response: { 200: closureListResponseSchema, ...errors } } },
    async (request) => success(await service.closures.list(request.user!.id, request.params.id)),
  );

  app.post(
    `${venueBase}/closures`,
    {
      ...common,
      schema: {
        ...meta,
        params: venueClosureParamsSchema,
        body: createClosureBodySchema,
        response: { 201: closureResponseSchema, ...errors, 409: ruleConflictResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await service.closures.create(request.user!.id, request.params.id, request.body);
      reply.status(201);
      return { success: true as const, data };
    },
  );

  app.delete(
    `${venueBase}/closures/:closureId`,
    {
      ...common,
      schema: { ...meta, params: venueClosureItemParamsSchema, response: { 200: ruleRecordDeletedResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      data: await service.closures.delete(request.user!.id, request.params.id, request.params.closureId),
    }),
  );

  // ---- Public holidays ----
  app.get(
    `${venueBase}/holidays`,
    {
      ...common,
      schema: {
        ...meta,
        params: venueHolidaysParamsSchema,
        querystring: venueHolidaysQuerySchema,
        response: { 200: venueHolidayListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.holidays.list(request.user!.id, request.params.id, request.query.year),
    }),
  );

  app.put(
    `${venueBase}/holidays/:date`,
    {
      ...common,
      schema: {
        ...meta,
        params: venueHolidayParamsSchema,
        body: updateHolidayBodySchema,
        response: { 200: venueHolidayResponseSchema, ...errors, 409: ruleConflictResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.holidays.update(request.user!.id, request.params.id, request.params.date, request.body),
    }),
  );

  app.put(
    `${venueBase}/holidays`,
    {
      ...common,
      schema: {
        ...meta,
        params: venueHolidaysParamsSchema,
        body: answerHolidaysBodySchema,
        response: { 200: venueHolidayListResponseSchema, ...errors, 409: ruleConflictResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.holidays.answer(request.user!.id, request.params.id, request.body),
    }),
  );

  // ---- Booking rules ----
  app.get(
    `${venueBase}/booking-rules`,
    { ...common, schema: { ...meta, params: idParamsSchema, response: { 200: bookingRulesResponseSchema, ...errors } } },
    async (request) => success(await service.bookingRules.get(request.user!.id, request.params.id)),
  );

  app.put(
    `${venueBase}/booking-rules`,
    {
      ...common,
      schema: {
        ...meta,
        params: idParamsSchema,
        body: updateBookingRulesFieldsSchema,
        response: { 200: bookingRulesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.bookingRules.update(request.user!.id, request.params.id, request.body),
    }),
  );

  // ---- The salon-wide break (decision 078) ----
  app.put(
    `${venueBase}/breaks`,
    {
      ...common,
      schema: {
        ...meta,
        summary: 'One break for chosen experts on chosen weekdays, in one transaction',
        params: idParamsSchema,
        body: applyVenueBreakBodySchema,
        response: { 200: venueBreakAppliedResponseSchema, ...errors },
      },
    },
    async (request) => success(await service.breaks.apply(request.user!.id, request.params.id, request.body)),
  );
};
