import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../lib/module-deps';

export const venueFaqsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (_app, _deps) => {};
