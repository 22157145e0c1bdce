import type { App } from '../src/app';

/** A JSON schema as @fastify/swagger prints it (only the parts the systematic suites read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  maxItems?: number;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI form: /api/owner/venues/{id}. */
  path: string;
  /** Fastify form: /api/owner/venues/:id. */
  route: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  /** Content types of the body, if it has one. */
  contentTypes: string[];
  body?: JsonSchema;
  secured: boolean;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
}

/**
 * Every operation of the app's own OpenAPI document (@fastify/swagger builds it from the routes
 * as registered), so a route merged later is covered without touching the suites.
 */
export function listOperations(app: App): Operation[] {
  const doc = app.swagger() as unknown as OpenApiDoc;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: !!p.required })),
        contentTypes: Object.keys(content),
        body: content['application/json']?.schema ?? content['multipart/form-data']?.schema,
        secured: !!op.security?.length,
      });
    }
  }
  return operations;
}

/** The role whose session a guarded path needs (docs/product.md#permissions). */
export function roleForPath(path: string): 'owner' | 'user' {
  return /^\/api\/(owner|my-sub-services|sub-services)(\/|$)/.test(path) ? 'owner' : 'user';
}

/** encodeURIComponent that sends a lone surrogate as the invalid UTF-8 it would be on the wire, instead of throwing. */
export function encodeComponent(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return Array.from(value, (ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return '%ED%A0%80';
      }
    }).join('');
  }
}

export const fillPath = (path: string, value: (name: string) => string | number) =>
  path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeComponent(String(value(name))));
