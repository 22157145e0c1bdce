/**
 * Response serialization compiled from the schema (decision record 020): the route's zod response
 * schema is turned into a JSON Schema once (`z.toJSONSchema`, output side) and compiled by
 * fast-json-stringify, Fastify's own serializer, instead of parsing every answer through zod.
 *
 * fast-json-stringify writes only the properties a schema declares, so a field added to a row (a
 * password hash, an owner's e-mail) still cannot reach the client: the same guarantee as zod's
 * strip, tested in public-read-cache.test.ts. A schema that JSON Schema cannot express (a
 * transform, a date) falls back to the zod serializer of fastify-type-provider-zod.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

import type { FastifySerializerCompiler } from 'fastify/types/schema';

type ZodRoute = Parameters<typeof zodSerializerCompiler>[0];

/** The JSON Schema fast-json-stringify compiles for a zod response schema, or null when there is none. */
export function responseJsonSchema(schema: unknown): Record<string, unknown> | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' }) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Set per route (`serializerCompiler: compiledSerializerCompiler`); takes any route's response schema. */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const json = responseJsonSchema(route.schema);
  if (!json) return zodSerializerCompiler(route as ZodRoute);
  const stringify = fastJson(json);
  return (data: unknown) => stringify(data);
};
