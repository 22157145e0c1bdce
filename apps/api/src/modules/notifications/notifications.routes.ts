import { z } from 'zod';
import { success } from '../../lib/reply';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  devOutboxMessageSchema,
  errorResponseSchema,
  idParam,
  messages,
  ok,
  venueNotificationSettingsSchema,
  venueNotificationSettingsViewSchema,
} from '@randevu/contracts';
import type { ModuleDeps } from '../module-deps';
import { requireRole } from '../../plugins/auth';
import { fromThisMachine } from '../../lib/client-address';
import { notFound } from '../../lib/errors';
import { createNotificationsService, type OptOutResult } from './notifications.service';
import { fill } from './templates/appointment-messages';
import { renderEmail } from './templates/layout';

const m = messages.notifications;
/** The opt-out page's form field that opts back in; any other POST to the link opts out (decision 054). */
const RESUBSCRIBE = 'resubscribe';
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/**
 * Notifications: the one-click reminder opt-out (a Turkish page), the owner's per-venue choice of
 * e-mails, and outside production the development outbox (the latest 50 messages as JSON).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, now, notifier }) => {
  const service = createNotificationsService({ db, venueDailyCap: config.notifications.maxPerVenuePerDay, now });

  // A page that only ever opts one channel and contact in or out at one venue, so a prefetching mail
  // scanner can do no harm beyond that. Nothing may load: no scripts, no frames; its one form posts
  // back to this same path.
  const CSP =
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
  const page = (reply: FastifyReply, token: string, result: OptOutResult | null, optedOut: boolean) => {
    const venue = { venue: result?.venueName ?? '' };
    const paragraphs = !result
      ? [m.unsubscribeInvalid]
      : optedOut
        ? [fill(result.channel === 'email' ? m.unsubscribeDoneEmail : m.unsubscribeDoneSms, venue), m.unsubscribeScope]
        : [fill(m.resubscribeDone, venue)];
    const html = renderEmail({
      title: m.unsubscribeTitle,
      paragraphs,
      ...(result && optedOut
        ? { form: { action: `/api/u/${token}`, label: m.resubscribeButton, name: 'action', value: RESUBSCRIBE } }
        : {}),
      cta: { label: m.unsubscribeHome, url: `${config.publicUrl}/` },
    }).html;
    reply
      .status(result ? 200 : 404)
      .header('cache-control', 'no-store')
      // The page is the e-mail layout, styled inline; the site-wide policy (style-src 'self') would show it unstyled.
      .header('content-security-policy', CSP)
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    return html;
  };
  const tokenParams = z.object({ token: z.string().max(64) });

  // The link in reminders and booking messages: one click from a mail or SMS turns that channel's
  // reminders from that venue off (GET), and the page offers to turn them on again (its form's POST).
  app.get(
    '/api/u/:token',
    {
      schema: {
        tags: ['notifications'],
        summary: "One-click reminder opt-out for the link's channel, contact and venue (answers a Turkish HTML page)",
        params: tokenParams,
      },
    },
    async (request, reply) => page(reply, request.params.token, await service.unsubscribe(request.params.token), true),
  );

  // Form bodies are read as plain fields (at most 1 KiB): the page's `action=resubscribe`, or RFC 8058's
  // `List-Unsubscribe=One-Click`. A multipart body (RFC 8058 allows it) reaches the handler unread.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // A POST opts out, as a mail client's one-click "unsubscribe" (RFC 8058: `List-Unsubscribe=One-Click`, the
  // e-mails' `List-Unsubscribe-Post` header) does; only the page's explicit `action=resubscribe` opts back in
  // (decision 054).
  app.post(
    '/api/u/:token',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'RFC 8058 one-click opt-out (List-Unsubscribe=One-Click), or opt back in with action=resubscribe (answers a Turkish HTML page)',
        params: tokenParams,
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { token } = request.params;
      if (body.action === RESUBSCRIBE) return page(reply, token, await service.resubscribe(token), false);
      return page(reply, token, await service.unsubscribe(token), true);
    },
  );

  const settingsUrl = '/api/owner/venues/:venueId/notification-settings';
  const params = z.object({ venueId: idParam });
  const meta = { tags: ['owner'], security: [{ bearer: [] }] };
  app.get(
    settingsUrl,
    {
      onRequest: requireRole('owner'),
      schema: { ...meta, params, response: { 200: ok(venueNotificationSettingsViewSchema), ...errors } },
    },
    async (request) => success(await service.venueSettings(request.user!.id, request.params.venueId)),
  );
  app.put(
    settingsUrl,
    {
      onRequest: requireRole('owner'),
      schema: {
        ...meta,
        params,
        body: venueNotificationSettingsSchema,
        response: { 200: ok(venueNotificationSettingsViewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveVenueSettings(request.user!.id, request.params.venueId, request.body),
    }),
  );

  // Lists reset codes: only with DEV_OUTBOX=true outside production (config.devOutbox), and only to a
  // client on this machine that no proxy forwarded; anyone else gets the 404 of a
  // route that does not exist.
  if (!config.devOutbox) return;
  app.get(
    '/api/dev/outbox',
    {
      onRequest: async (request) => {
        if (!fromThisMachine(request)) throw notFound(messages.common.routeNotFound);
      },
      schema: {
        tags: ['dev'],
        summary: 'Latest 50 outgoing messages (DEV_OUTBOX=true, loopback clients only, never in production)',
        response: { 200: ok(z.array(devOutboxMessageSchema)) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // Messages of changes the delivery job has not rendered yet are written first (decision 060), so a page that
      // just booked finds its e-mail here.
      await notifier.renderEvents(db);
      return success(await service.latest());
    },
  );
};
