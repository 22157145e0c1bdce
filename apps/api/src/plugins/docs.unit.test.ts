import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { servedOpenApiDocument } from '../../test/openapi-document';
import { documentedMedia } from './docs/media';
import { operationSummaries } from './docs/summaries';

interface Op {
  summary?: string;
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  deprecated?: boolean;
}
interface Doc {
  openapi: string;
  info: { description: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Op>>;
  components: { securitySchemes: Record<string, unknown> };
}

let doc: Doc;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
const op = (key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  return doc.paths[path]![method.toLowerCase()]!;
};
const SESSION = [{ bearer: [] }, { session: [] }];

beforeAll(async () => {
  doc = (await servedOpenApiDocument()) as Doc;
});

describe('the served OpenAPI document (decision 055)', () => {
  it('is OpenAPI 3.1 with a server: null is a type, the [open, close] tuples are prefixItems', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.[0]?.url).toMatch(/^https?:\/\//);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"nullable"');
    expect(text).toContain('"prefixItems"');
    const closedDay = op('GET /api/venues/{id}/closed-days').responses['200']!;
    expect(JSON.stringify(closedDay)).toContain('"name":{"type":["string","null"]}');
  });

  it("lets the expert and calendar answers send a closed day's null (the five answers 3.0's nullable beside anyOf forbade)", () => {
    const ajv = new Ajv2020({ strict: false });
    const open = ['09:00', '18:00'];
    const week = {
      monday: open,
      tuesday: { start: '09:00', end: '18:00', breaks: [['12:00', '13:00']] },
      wednesday: open,
      thursday: open,
      friday: open,
      saturday: null,
      sunday: null,
    };
    const workingHours = (schema: unknown): unknown[] =>
      schema && typeof schema === 'object'
        ? Object.entries(schema).flatMap(([k, v]) =>
            k === 'working_hours' && (v as { properties?: unknown }).properties ? [v] : workingHours(v),
          )
        : [];
    for (const key of [
      'GET /api/owner/experts',
      'POST /api/owner/experts',
      'GET /api/owner/experts/{id}',
      'PUT /api/owner/experts/{id}',
      'GET /api/owner/venues/{id}/calendar',
    ]) {
      const status = key.startsWith('POST') ? '201' : '200';
      const schemas = workingHours(op(key).responses[status]);
      expect(schemas.length, key).toBeGreaterThan(0);
      for (const schema of schemas) expect(ajv.validate(schema as object, week), key).toBe(true);
    }
  });

  it('gives every operation a summary and a unique operationId', () => {
    const ids = operations().map(({ key, op }) => {
      expect(op.summary, key).toBeTruthy();
      return op.operationId;
    });
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(op('GET /api/owner/venues/{id}/reports.csv').operationId).toBe('getOwnerVenuesIdReportsCsv');
  });

  it('names only documented operations in its tables', () => {
    const keys = new Set(operations().map((o) => o.key));
    expect(Object.keys(operationSummaries).filter((k) => !keys.has(k))).toEqual([]);
    expect(Object.keys(documentedMedia).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('declares security on every operation: the session for guarded routes, none for public ones', () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'session']);
    for (const { key, op } of operations()) expect(op.security, key).toBeDefined();
    expect(op('POST /api/logout').security).toEqual(SESSION);
    expect(op('GET /api/user/profile').security).toEqual(SESSION);
    expect(op('GET /api/owner/venues/{id}/reports').security).toEqual(SESSION);
    for (const key of ['POST /api/login', 'GET /api/venues/{id}', 'GET /api/manage/{token}', 'GET /api/u/{token}'])
      expect(op(key).security, key).toEqual([]);
  });

  it('documents the two multipart uploads with their fields', () => {
    const body = (key: string) => op(key).requestBody!.content['multipart/form-data']!.schema;
    const image = body('POST /api/owner/venues/{id}/images');
    expect(Object.keys(image.properties!)).toEqual(['image', 'image_type', 'alt_text', 'sort_order']);
    expect(image.required).toEqual(['image']);
    expect(body('POST /api/owner/experts/{id}/photo').required).toEqual(['photo']);
  });

  it('documents the answers that are not JSON with their media types', () => {
    const media = (key: string, status: string) => Object.keys(op(key).responses[status]?.content ?? {});
    expect(media('GET /api/user/appointments/{id}/calendar.ics', '200')).toEqual(['text/calendar']);
    expect(media('GET /api/manage/{token}/calendar.ics', '200')).toEqual(['text/calendar']);
    expect(media('GET /api/owner/venues/{id}/reports.csv', '200')).toEqual(['text/csv']);
    expect(media('GET /api/u/{token}', '200')).toEqual(['text/html']);
    expect(media('GET /api/u/{token}', '404')).toEqual(['text/html']);
  });

  it('names the unprefixed aliases as deprecated in info.description', () => {
    expect(doc.info.description).toContain('**Deprecated aliases.**');
    for (const alias of ['POST /login', 'POST /register-business', 'GET /venues/{id}', 'POST /appointments/public'])
      expect(doc.info.description).toContain(`- \`${alias}\``);
    expect(doc.info.description).not.toContain('`GET /api/');
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });
});
