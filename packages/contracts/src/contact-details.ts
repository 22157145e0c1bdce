import { AT_SIGN_PATTERN, hasPhoneNumber, URL_SCHEME_PATTERN, WWW_PATTERN } from './safe-names';

/**
 * The contact rule of every public free text (decision 053): review comments, owner replies, a venue's address and
 * description. Built on the name rule (`containsContactDetails` in safe-names.ts, whose patterns it reuses: NFKC folding, any scheme, `www.`, an `@` between two
 * words, digits separated by ` -()+./`) and stricter where a sentence allows it, looser where a sentence needs it:
 * - format characters (zero-width spaces) are dropped and `[.]`, `(.)`, `[dot]`, `(nokta)` read as a dot;
 * - `hxxp://` and `hxxps:` (no slashes) are a scheme; `@handle` alone is an Instagram-style handle, as are
 *   `instagram: handle`, `ig: handle`, `telegram: …`, `whatsapp: …`;
 * - a domain is a word, a dot and any top-level domain in lower case (`bit.ly`, `t.me`, `wa.me`, `kotu.xyz`,
 *   `salon.shop`), or a known one in capitals (`SALON.COM`, `Bit.Ly`): `geldim.Harika` (a missing space after a
 *   full stop) stays a sentence;
 * - a phone number is ten digits or more (`0532/123/45/67`, `0532 / 123 / 45 / 67`: up to three separators), so times (`14.30`), prices (`350 TL`), scores (`5/5`)
 *   and dates (`12.06.2024`, skipped as a whole) stay text. `postcode` skips one five-digit group (an address).
 * Every pattern is a single pass over text already capped by its schema.
 */
export function textHasContactDetails(value: string, opts: { postcode?: boolean } = {}): boolean {
  const text = value
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\s*[[({]\s*(?:\.|dot|nokta)\s*[\])}]\s*/giu, '.');
  if (URL_SCHEME_PATTERN.test(text) || WWW_PATTERN.test(text) || AT_SIGN_PATTERN.test(text)) return true;
  if (HXXP.test(text) || HANDLE.test(text) || LABELLED_HANDLE.test(text) || hasDomain(text)) return true;
  return hasPhoneNumber(withoutDates(text, opts.postcode === true), TEXT_MAX_PHONE_DIGITS, 3);
}

/** The digits a free text may carry in one run (a Turkish number has 10, 11 with its 0). */
export const TEXT_MAX_PHONE_DIGITS = 9;

const HXXP = /\bh[tx]{2}ps?\s*:/iu;
const HANDLE = /(?:^|[^\p{L}\p{N}_.@])@[\p{L}\p{N}_.]{2,}/u;
const LABELLED_HANDLE = /\b(?:instagram|insta|ig|telegram|whatsapp|tiktok|facebook|fb)\s*:\s*@?[\p{L}\p{N}_.]{2,}/iu;
/** A word, a dot, a label of 2–24 ASCII letters (or `xn--…`) not followed by a letter or digit. */
const DOMAIN_CANDIDATE = /[\p{L}\p{N}-]\.([a-z]{2,24}|xn--[a-z0-9-]{1,59})(?![\p{L}\p{N}])/giu;
/** Top-level domains and shorteners' and messengers' ones that a label in capitals is read as. */
const KNOWN_TLDS = new Set(
  (
    'com net org info biz tr io co me ly gl gd at app dev xyz shop store online site top club live link click ' +
    'website space tech blog pro art fun vip icu life world today bio page one ws cc tk ml ga cf gq su ru de ' +
    'uk us eu az ir sa ae'
  ).split(' '),
);
const hasDomain = (text: string) => {
  for (const match of text.matchAll(DOMAIN_CANDIDATE)) {
    const label = match[1]!;
    if (label === label.toLowerCase() || label.startsWith('xn--')) return true;
    if (KNOWN_TLDS.has(label.toLowerCase()) && (label === label.toUpperCase() || label.length >= 3)) return true;
  }
  return false;
};

/** A date (`12.06.2024`, `1/6/2024`: one separator, a year of this or the last century): not a phone number. */
const DATE = /(?<![\p{N}./])(?:0?[1-9]|[12]\d|3[01])([./])(?:0?[1-9]|1[0-2])\1(?:19|20)\d{2}(?![\p{N}./])/gu;
const POSTCODE = /(?<![\p{N}./-])\d{5}(?![\p{N}./-])/u;
const withoutDates = (text: string, postcode: boolean) => {
  const dated = text.replace(DATE, ' ');
  return postcode ? dated.replace(POSTCODE, ' ') : dated;
};
