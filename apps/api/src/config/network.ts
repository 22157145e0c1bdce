import { z } from 'zod';

/** Settings of the server's network edge, parsed for config/env.ts. */

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h) || /^::ffff:127\./.test(h);
}

/**
 * TRUST_PROXY: which hops may set X-Forwarded-For. `false` (default) trusts none; a number trusts
 * that many proxies in front of the server (the client is the address that many hops from the
 * right, so a forged leftmost entry is ignored); a comma-separated list trusts those proxy
 * addresses or CIDR ranges; `true` trusts every hop and is only safe when nothing but the proxy
 * can reach the server. Fastify accepts all four forms.
 */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);
export const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): TrustProxy => {
    const lower = v.toLowerCase();
    if (['false', 'no', ''].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return true;
    if (/^\d{1,2}$/.test(v)) {
      const hops = Number(v);
      // Fastify's hop-count form (the types only spell the function form).
      return (_address: string, hop: number) => hop < hops;
    }
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.every((s) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s) || ['loopback', 'linklocal', 'uniquelocal'].includes(s)))
      return list;
    ctx.addIssue({ code: 'custom', message: 'expected false, true, a hop count or a comma-separated list of proxy addresses' });
    return z.NEVER;
  });
