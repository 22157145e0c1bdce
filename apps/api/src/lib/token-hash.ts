import { createHash } from 'node:crypto';

/**
 * The one hash of a bearer secret before it is stored or looked up (sessions, password-reset tokens, manage links,
 * opt-out links): SHA-256. A token is 128 or 256 random bits, so no salt or slow hash is needed: what matters is that
 * a leaked table holds no usable token. Each table keeps the encoding it was created with: `hex` for the manage and
 * opt-out tokens, `base64url` for sessions and reset tokens.
 */
export const hashToken = (token: string, encoding: 'hex' | 'base64url'): string =>
  createHash('sha256').update(token).digest(encoding);
