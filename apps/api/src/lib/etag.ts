import { createHash } from 'node:crypto';

/** A strong ETag of a body (the public-read cache's entries). */
export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match holds this ETag (a list, `*`, or weak forms of it). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === etag || v === `W/${etag}`;
  });
}
