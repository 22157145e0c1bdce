import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { App } from '../src/app';
import { openApiPath } from '../src/plugins/docs/operations';

/**
 * Every answer of a documented operation checked against the served OpenAPI document (decision 055): the
 * test app builder installs the hook on every app, so a schema or an answer that drifts fails the test
 * file that made the call. What the document says of an answer: its media type (JSON, text/calendar…)
 * and, for JSON, the schema of its status; an error status it does not list, against the operation's `default` (the
 * one error envelope). A success status it does not list (304) is not checked.
 */

interface DocResponse {
  content?: Record<string, { schema?: object }>;
}
type DocPaths = Record<string, Record<string, { responses?: Record<string, DocResponse> }>>;

/**
 * The document and the compiled schemas, once per worker (test files of a worker share modules: decision 049).
 * Every app builds the same routes, so the first app's document stands for all. The 443 JSON answers of the
 * document have 62 distinct schemas (every error answer is the same envelope): a schema is compiled once, by
 * its text, and unoptimised code compiles in half the time (these validators run a few times each).
 */
let paths: DocPaths | undefined;
const ajv = new Ajv2020({ strict: false, allErrors: false, logger: false, validateSchema: false, code: { optimize: false } });
addFormats.default(ajv);
ajv.addFormat('binary', true);
const byOperation = new Map<string, ValidateFunction>();
const bySchema = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: object): ValidateFunction {
  let validate = byOperation.get(key);
  if (validate) return validate;
  const text = JSON.stringify(schema);
  validate = bySchema.get(text);
  if (!validate) bySchema.set(text, (validate = ajv.compile(schema)));
  byOperation.set(key, validate);
  return validate;
}

/** The document's responses of a route (an unprefixed alias answers as its /api twin), or undefined. */
function documented(
  app: App,
  method: string,
  routeUrl: string,
): { path: string; responses: Record<string, DocResponse> } | undefined {
  paths ??= (app.swagger() as unknown as { paths: DocPaths }).paths;
  const path = openApiPath(routeUrl);
  for (const candidate of path.startsWith('/api/') ? [path] : [path, `/api${path}`]) {
    const responses = paths[candidate]?.[method.toLowerCase()]?.responses;
    if (responses) return { path: candidate, responses };
  }
  return undefined;
}

export interface ResponseChecks {
  /** One line per answer the document does not describe: the request, the status and what differs. */
  failures: string[];
}

/** Installs the check on an app before it is ready; failures are collected, the answers left as they are. */
export function checkResponsesAgainstDocument(app: App): ResponseChecks {
  const checks: ResponseChecks = { failures: [] };
  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || request.method === 'HEAD' || reply.getHeader('content-encoding')) return payload;
    const operation = documented(app, request.method, routeUrl);
    const response =
      operation?.responses[String(reply.statusCode)] ?? (reply.statusCode >= 400 ? operation?.responses.default : undefined);
    if (!operation || !response) return payload;
    const where = `${request.method} ${request.url} → ${reply.statusCode}`;
    const mediaType = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();
    const content = response.content ?? {};
    if (!content[mediaType]) {
      checks.failures.push(
        `${where}: answered ${mediaType || 'no body'}, the document says ${Object.keys(content).join(', ') || 'no body'}`,
      );
      return payload;
    }
    if (mediaType !== 'application/json' || typeof payload !== 'string') return payload;
    let validate: ValidateFunction;
    try {
      validate = validatorFor(`${request.method} ${operation.path} ${reply.statusCode}`, content[mediaType].schema ?? {});
    } catch (error) {
      checks.failures.push(`${where}: the document's schema does not compile (${(error as Error).message})`);
      return payload;
    }
    if (!validate(JSON.parse(payload))) {
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      checks.failures.push(`${where}: ${errors} (body ${payload.length > 300 ? `${payload.slice(0, 300)}…` : payload})`);
    }
    return payload;
  });
  return checks;
}
