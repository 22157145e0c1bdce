import type { FastifySchema, RouteOptions } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@randevu/contracts';
import { isSessionGuard } from '../auth';
import { documentedMedia } from './media';
import { operationSummaries } from './summaries';

/** The bearer token or the session cookie: either one is a session (plugins/auth.ts reads the header first). */
export const SESSION_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];

/** `/api/owner/venues/:id` → `/api/owner/venues/{id}`, as the document writes paths. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The key of summaries.ts and media.ts: `GET /api/venues/{id}`. */
export const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${openApiPath(url)}`;

/**
 * Method and path in camelCase, /api left out: GET /api/owner/venues/{id}/reports.csv → getOwnerVenuesIdReportsCsv.
 * Unique as long as two paths differ in more than their punctuation (docs.test.ts checks).
 */
export function operationId(method: string, url: string): string {
  const words = openApiPath(url)
    .replace(/^\/api(?=\/|$)/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Whether one of the route's onRequest hooks refuses a request without a session. */
export function requiresSession(route: Pick<RouteOptions, 'onRequest'>): boolean {
  return [route.onRequest].flat().some(isSessionGuard);
}

type DocSchema = FastifySchema & {
  hide?: boolean;
  summary?: string;
  operationId?: string;
  security?: unknown[];
  response?: Record<string, unknown>;
};

/**
 * Every JSON operation also answers statuses it does not list (413 from the body limit, 500, a proxy's 503) with the
 * one error envelope: documented as its `default` answer, so the API tests validate those answers too.
 */
function withErrorDefault<T extends { schema?: unknown }>(input: T): T {
  const schema = input.schema as { response?: Record<string, unknown> } | undefined;
  if (!schema?.response || 'default' in schema.response) return input;
  return { ...input, schema: { ...schema, response: { ...schema.response, default: errorResponseSchema } } };
}

/**
 * The route's zod schemas as JSON Schema (fastify-type-provider-zod), then what every operation carries:
 * a summary, an operationId, its security (derived from the route's hooks, so it cannot drift from what
 * the route enforces), and the bodies and answers of media.ts.
 */
export const documentOperation: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(withErrorDefault(input) as Parameters<typeof jsonSchemaTransform>[0]) as {
    schema: DocSchema;
    url: string;
  };
  if (schema.hide) return { schema, url };
  const method = [input.route.method].flat()[0]!;
  const key = operationKey(method, url);
  const media = documentedMedia[key];
  const documented: DocSchema = {
    ...schema,
    summary: schema.summary ?? operationSummaries[key],
    operationId: operationId(method, url),
    security: requiresSession(input.route) ? SESSION_SECURITY : [],
  };
  if (media?.body) documented.body = media.body;
  if (media?.responses) documented.response = { ...schema.response, ...media.responses };
  return { schema: documented, url };
};
