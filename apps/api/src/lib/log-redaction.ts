import type { FastifyRequest } from 'fastify';

/** What a redacted token reads as in the log. */
export const REDACTED = '[gizli]';

/**
 * A path segment after one of these is a bearer credential: the manage link (`/api/manage/{token}`, the page
 * `/randevu/{token}`) and the opt-out link (`/api/u/{token}`). Whoever reads a log line with one could cancel, move or
 * review the appointment, or opt its customer out.
 */
const TOKEN_SEGMENT = /(\/(?:manage|u|randevu)\/)[^/?#\s"'<>]+/gi;
/** A query value under a name that carries a secret (`?token=`, `?code=`, `?reset_token=`, `?key=`…). */
const SECRET_QUERY = /([?&](?:[^=&#\s"'<>]*(?:token|code|secret|key|password|sig)[^=&#\s"'<>]*)=)[^&#\s"'<>]*/gi;

/** The text with every token-bearing path segment and secret query value replaced by REDACTED. */
export function redactSecrets(text: string): string {
  return text.replace(TOKEN_SEGMENT, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/**
 * Fastify's request and error serializers with the secrets redacted: the request's URL is logged with every request,
 * and an error's message (a 404's "Route GET:/api/manage/… not found", a validation message) may quote it.
 */
export const redactingSerializers = {
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactSecrets(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket ? req.socket.remotePort : undefined,
    };
  },
  err(error: Error & { code?: unknown; statusCode?: unknown }) {
    return {
      type: error.constructor?.name ?? 'Error',
      message: redactSecrets(String(error.message)),
      stack: redactSecrets(error.stack ?? ''),
      code: error.code,
      statusCode: error.statusCode,
    };
  },
};
