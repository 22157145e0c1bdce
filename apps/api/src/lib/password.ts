import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const KEY_LENGTH = 32;

/**
 * scrypt with OWASP's parameters (N=2^17, r=8, p=1) by default. The parameters are stored
 * in the hash (`scrypt$logN$r$p$salt$key`), so a cost change never locks anyone out.
 */
export async function hashPassword(password: string, logN = 17): Promise<string> {
  const salt = randomBytes(16);
  const r = 8;
  const p = 1;
  const N = 2 ** logN;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, logN, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const N = 2 ** Number(logN);
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: compared against when the e-mail is unknown, so timing does not reveal accounts. */
export const dummyHashFor = (logN: number) => hashPassword(randomBytes(16).toString('hex'), logN);
