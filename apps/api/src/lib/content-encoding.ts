import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: the headers of a compressed answer would eat the gain. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer in for an Accept-Encoding header: brotli when accepted, else gzip, else none. A coding
 * with `q=0` is refused; `*` accepts both. The header is length-capped before it is read.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  if (typeof header !== 'string' || header.length === 0) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.slice(0, 512).split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim().toLowerCase(), q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (name: ContentEncoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** Compressed once and kept (a public cache entry's variants): brotli at quality 5, gzip at level 6. */
export function compressOnce(encoding: ContentEncoding, body: Buffer): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * Sends `body` in the encoding the request accepts (above the threshold), compressing it at most once per encoding
 * into `variants`, which the caller keeps with the body.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  variants: Partial<Record<ContentEncoding, Buffer>>,
): void {
  if (body.length < COMPRESS_THRESHOLD_BYTES) return void reply.send(body);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (!encoding) return void reply.send(body);
  reply.header('content-encoding', encoding).send((variants[encoding] ??= compressOnce(encoding, body)));
}
