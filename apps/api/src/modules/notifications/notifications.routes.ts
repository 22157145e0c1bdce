import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devOutboxMessageSchema,
  errorResponseSchema,
  idParam,
  messages,
  ok,
  venueNotificationSettingsSchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../../lib/module-deps';
import { requireRole } from '../../plugins/auth';
import { isLoopbackHost } from '../../config/env';
import { notFound } from '../../lib/errors';
import { configureNotifications, createNotificationsService } from './notifications.service';
import { renderEmail } from './templates/layout';

const m = messages.notifications;
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Notifications: the one-click reminder opt-out (a Turkish page), the owner's per-venue choice of
 * e-mails, and outside production the development outbox (the latest 50 messages as JSON).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  configureNotifications({ publicUrl: config.publicUrl, contactEmail: config.contact.email });
  const service = createNotificationsService({ db });

  // The link in reminders and booking e-mails. GET because it is one click from a mail or SMS;
  // it only ever turns reminders off, so a prefetching mail scanner can do no harm beyond that.
  app.get(
    '/api/u/:token',
    {
      schema: {
        tags: ['notifications'],
        summary: 'One-click reminder opt-out (answers a Turkish HTML page)',
        params: z.object({ token: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const done = await service.unsubscribe(request.params.token);
      const page = renderEmail({
        title: m.unsubscribeTitle,
        paragraphs: [done ? m.unsubscribeDone : m.unsubscribeInvalid],
        cta: { label: m.unsubscribeHome, url: `${config.publicUrl}/` },
      });
      reply
        .status(done ? 200 : 404)
        .header('cache-control', 'no-store')
        // The page is the e-mail layout, styled inline; the site-wide policy (style-src 'self')
        // would show it unstyled. Nothing else may load: no scripts, no frames, no forms.
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        )
        .type('text/html; charset=utf-8');
      return page.html;
    },
  );

  const settingsUrl = '/api/owner/venues/:venueId/notification-settings';
  const params = z.object({ venueId: idParam });
  const meta = { tags: ['owner'], security: [{ bearer: [] }] };
  app.get(
    settingsUrl,
    {
      onRequest: requireRole('owner'),
      schema: { ...meta, params, response: { 200: ok(venueNotificationSettingsSchema), ...errors } },
    },
    async (request) => ({ success: true as const, data: await service.venueSettings(request.user!.id, request.params.venueId) }),
  );
  app.put(
    settingsUrl,
    {
      onRequest: requireRole('owner'),
      schema: {
        ...meta,
        params,
        body: venueNotificationSettingsSchema,
        response: { 200: ok(venueNotificationSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveVenueSettings(request.user!.id, request.params.venueId, request.body),
    }),
  );

  // Lists reset codes: only with DEV_OUTBOX=true outside production (config.devOutbox), and only to a
  // client on this machine that no proxy forwarded (issue 21, finding 1); anyone else gets the 404 of a
  // route that does not exist.
  if (!config.devOutbox) return;
  app.get(
    '/api/dev/outbox',
    {
      onRequest: async (request) => {
        if (!isLoopbackHost(request.socket.remoteAddress ?? '') || forwarded(request.headers))
          throw notFound(messages.common.routeNotFound);
      },
      schema: {
        tags: ['dev'],
        summary: 'Latest 50 outgoing messages (DEV_OUTBOX=true, loopback clients only, never in production)',
        response: { 200: ok(z.array(devOutboxMessageSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.latest() };
    },
  );
};

/** A request a proxy passed on: its socket is the proxy's, loopback when the proxy runs on this machine. */
const forwarded = (headers: Record<string, unknown>) =>
  ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'].some((name) => headers[name] !== undefined);
