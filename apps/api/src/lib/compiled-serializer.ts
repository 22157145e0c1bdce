/**
 * Response serialization compiled from the schema (decision record 020): the route's zod response
 * schema is turned into a JSON Schema once (`z.toJSONSchema`, output side) and compiled by
 * fast-json-stringify, Fastify's own serializer, instead of parsing every answer through zod.
 *
 * fast-json-stringify writes only the properties a schema declares, so a field added to a row (a
 * password hash, an owner's e-mail) still cannot reach the client: the same guarantee as zod's
 * strip, tested in public-read-cache.serving.test.ts. A schema that JSON Schema cannot express (a
 * transform, a date) falls back to the zod serializer of fastify-type-provider-zod.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

import type { FastifySerializerCompiler } from 'fastify/types/schema';

type ZodRoute = Parameters<typeof zodSerializerCompiler>[0];

type Json = Record<string, unknown>;

/**
 * `anyOf: [S, { type: 'null' }]` (zod's `.nullable()`) → S with `nullable: true`. fast-json-stringify
 * writes the nullable form directly; for an anyOf it validates every value against each branch with
 * ajv at run time, which made a venue page's serialization cost more than its queries.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) out[k] = simplifyNullable(v);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((b) => (b as Json).type === 'null' && Object.keys(b as Json).length === 1);
    const other = anyOf[1 - nullIndex] as Json | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string' && other.type !== 'null') {
      const { anyOf: _anyOf, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

/** The JSON Schema fast-json-stringify compiles for a zod response schema, or null when there is none. */
export function responseJsonSchema(schema: unknown): Json | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return simplifyNullable(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' })) as Json;
  } catch {
    return null;
  }
}

/** Compilations not run yet (see compiledSerializerCompiler); each removes itself when it runs. */
const pending = new Set<() => void>();

/**
 * Set per route (`serializerCompiler: compiledSerializerCompiler`); takes any route's response schema.
 * The compilation (≈ 30 ms a schema) runs on the first answer or in compilePendingSerializers(),
 * whichever comes first, not while the server starts (decision record 025).
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  let serialize: ((data: unknown) => string) | undefined;
  const compile = () => {
    pending.delete(compile);
    if (serialize) return serialize;
    const json = responseJsonSchema(route.schema);
    if (!json) return (serialize = zodSerializerCompiler(route as ZodRoute));
    const stringify = fastJson(json);
    return (serialize = (data: unknown) => stringify(data));
  };
  pending.add(compile);
  return (data: unknown) => (serialize ?? compile())(data);
};

/** Compiles every serializer that has not answered yet; the server calls it once it listens. */
export function compilePendingSerializers(): number {
  const all = [...pending];
  for (const compile of all) compile();
  return all.length;
}
