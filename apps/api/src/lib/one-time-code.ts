import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The short numeric codes mailed for a password reset and for e-mail verification (decision 024): drawn at random,
 * stored only as a salted SHA-256 hash, and checked in constant time.
 */
const codeHash = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('base64url');

/** A fresh `length`-digit code with its salt and the hash to store. */
export function drawCode(length: number): { code: string; salt: string; hash: string } {
  const code = String(randomInt(0, 10 ** length)).padStart(length, '0');
  const salt = randomBytes(16).toString('base64url');
  return { code, salt, hash: codeHash(salt, code) };
}

/** Whether `code` is the one whose salted hash was stored (constant time). */
export function codeMatches(code: string, stored: { salt: string; codeHash: string }): boolean {
  const x = Buffer.from(codeHash(stored.salt, code), 'base64url');
  const y = Buffer.from(stored.codeHash, 'base64url');
  return x.length === y.length && timingSafeEqual(x, y);
}
