import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { AUTH_COOKIE, SECURE_AUTH_COOKIE } from './auth';
import { documentOperation, openApiPath } from './docs/operations';

const DESCRIPTION = `Randevu pazaryeri API (product-spec bölüm 7).

Every operation answers JSON (\`{ success, data }\`, or \`{ success: false, message, errors? }\` with a Turkish message)
unless it says otherwise. A call that needs a session sends the bearer token of /api/login or the session cookie
(\`${AUTH_COOKIE}\`, \`${SECURE_AUTH_COOKIE}\` over HTTPS); cookie-authenticated writes must come from the site's origin.`;

/**
 * The spec's unprefixed paths (lib/spec-paths.ts) answer exactly as their /api twin: the document lists the
 * /api operation only and names the aliases in info.description, as deprecated.
 */
function aliasRule(aliases: string[]): string {
  if (!aliases.length) return '';
  return `\n\n**Deprecated aliases.** Each of these paths also answers without the \`/api\` prefix, exactly as the
\`/api\` operation (same method, body and answers); new clients use the \`/api\` path:\n\n${aliases.map((a) => `- \`${a}\``).join('\n')}`;
}

/** OpenAPI 3.1 document generated from the contract schemas, served at /api/docs/json and browsable at /api/docs. */
export default fp(async function docs(app: FastifyInstance, opts: { publicUrl: string }) {
  // Every route as registered (HEAD twins aside): the unprefixed aliases are the ones whose /api twin is documented.
  const routes = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.add(`${method} ${openApiPath(route.url)}`);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Randevu API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: opts.publicUrl, description: 'This instance (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token of /api/login, /api/register or /api/register-business.',
          },
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: AUTH_COOKIE,
            description: `The session cookie set at login (named ${SECURE_AUTH_COOKIE} over HTTPS).`,
          },
        },
      },
    },
    transform: documentOperation,
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const paths = (openapiObject.paths ?? {}) as Record<string, Record<string, unknown>>;
      const aliases = [...routes]
        .filter((key) => {
          const [method, path] = key.split(' ') as [string, string];
          return !path.startsWith('/api/') && paths[`/api${path}`]?.[method.toLowerCase()] !== undefined;
        })
        .sort();
      const info = openapiObject.info!;
      return { ...openapiObject, info: { ...info, description: `${info.description ?? ''}${aliasRule(aliases)}` } };
    },
  });
  // swagger-ui styles itself with style attributes: only its pages relax the site-wide style policy.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    transformStaticCSP: (header) =>
      header
        .replace(/style-src 'self'(;|$)/, "style-src 'self' 'unsafe-inline'$1")
        .replace(/style-src-attr 'none'/, "style-src-attr 'unsafe-inline'"),
  });
});
