import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { messages } from '@randevu/contracts';
import { AppError } from '../lib/errors';
import { pgErrorCode } from '../db/client';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_S } from '../db/unavailable';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** Field → first message; the top-level `message` is the first failing message overall. */
export function validationBody(issues: ValidationIssue[]) {
  const errors: Record<string, string> = {};
  let first: string | undefined;
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const text = issue.message ?? messages.common.validation;
    if (!field) {
      first ??= messages.common.validation;
      continue;
    }
    first ??= text;
    errors[field] ??= text;
  }
  return {
    success: false as const,
    code: 'VALIDATION_ERROR',
    message: first ?? messages.common.validation,
    ...(Object.keys(errors).length ? { errors } : {}),
  };
}

const fastifyCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: messages.common.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: messages.common.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: messages.common.tooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: messages.common.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.common.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: messages.common.validation },
};

/**
 * Errors Fastify raises before routing (a malformed URL, a path parameter over maxParamLength):
 * without this they bypass the error handler and answer in Fastify's own English shape.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ success: false, code: 'URI_TOO_LONG', message: messages.common.tooLarge });
  }
  return reply.status(400).send({ success: false, code: 'BAD_REQUEST', message: messages.common.validation });
}

/**
 * Errors Node reports before a request reaches Fastify (a request that did not arrive within
 * REQUEST_TIMEOUT_MS, oversized headers, bytes that are not HTTP): the Turkish envelope, then close.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', messages.common.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', messages.common.headersTooLarge]
        : [400, 'BAD_REQUEST', messages.common.badRequest];
  const body = JSON.stringify({ success: false, code, message });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(error);
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 503) reply.header('Retry-After', '2');
      return reply.status(error.statusCode).send({
        // The error's own fields first, so that none of them can replace the envelope's.
        ...error.extra,
        success: false,
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validation));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) return reply.status(known.status).send({ success: false, code: known.code, message: known.message });
    if (error instanceof SyntaxError) {
      return reply.status(400).send({ success: false, code: 'INVALID_JSON', message: messages.common.invalidJson });
    }
    // A PostgreSQL data exception (class 22: NUL in text, integer out of range, bad date…) is the
    // client's input that a schema let through; it is a 400, never a 500.
    if (pgErrorCode(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'database rejected input that passed validation');
      return reply.status(400).send({ success: false, code: 'VALIDATION_ERROR', message: messages.common.validation });
    }
    // The database is unreachable (stopped, restarting, network): a temporary fault the client can tell from a
    // bug, not a 500. A transaction that lost its connection before its COMMIT is rolled back by the server.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ success: false, code: 'DATABASE_UNAVAILABLE', message: messages.common.unavailable });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ success: false, code: 'RATE_LIMITED', message: messages.common.tooManyRequests });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ success: false, code: 'BAD_REQUEST', message: messages.common.validation });
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send({ success: false, code: 'INTERNAL', message: messages.common.internal });
  });
});
