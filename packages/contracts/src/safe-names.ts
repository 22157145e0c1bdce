import { messages } from './messages';

/**
 * Venue, sub-service and expert names are written by owners and appear in e-mails and SMS sent,
 * with the platform's own sender, to contacts a guest typed. So a name may not
 * carry a way to reach someone: no link, domain, e-mail address or phone number.
 *
 * Every check here is a single left-to-right pass (no nested quantifiers, no backtracking that grows
 * with the input), and it runs only after the schema's length cap. The migration
 * 0008_clean_contact_names.sql applies the same rules to the rows written before them.
 */

/** `http://`, `hxxps://`, `ftp://`… or any scheme at all. */
export const URL_SCHEME_PATTERN = /:\/\//;
export const WWW_PATTERN = /\bwww\./i;
/** Something@something: an e-mail address or a handle (`Ayşe @ Moda`, with spaces, is a name). */
export const AT_SIGN_PATTERN = /[^\s@]@[^\s@]/;
/**
 * `kuafor.com`, `bit.ly`, `xn--...`: a letter or digit, a dot, and a top-level domain of 2–24 ASCII
 * letters not followed by another letter or digit. `Dr. Ayşe`, `St. Kuaför` (a space after the dot),
 * `Saç & Sakal 2.0` (a digit) and `A.Ş.` (a Turkish letter) stay names.
 */
const DOMAIN = /[a-z0-9-]\.(?:[a-z]{2,24}|xn--[a-z0-9-]{1,59})(?![\p{L}\p{N}])/iu;

/** Characters allowed between the digits of a phone number (`+90 (532) 123-45-67`). */
const PHONE_SEPARATORS = new Set([' ', '-', '(', ')', '+', '.', '/', '\u00a0']);
const DIGIT = /\p{Nd}/u;
export const NAME_MAX_PHONE_DIGITS = 6;

/**
 * More than `maxDigits` digits (seven or more for a name), separated by at most `maxSeparators` of ` -()+./` at a
 * time (two for a name): a phone number.
 */
export function hasPhoneNumber(value: string, maxDigits = NAME_MAX_PHONE_DIGITS, maxSeparators = 2): boolean {
  let digits = 0;
  let separators = 0;
  for (const ch of value) {
    if (DIGIT.test(ch)) {
      digits++;
      separators = 0;
      if (digits > maxDigits) return true;
    } else if (PHONE_SEPARATORS.has(ch) && digits > 0 && separators < maxSeparators) {
      separators++;
    } else {
      digits = 0;
      separators = 0;
    }
  }
  return false;
}

/**
 * True when the text holds a URL, a `www.` address, a domain, an e-mail address or a phone number.
 * Compatibility forms (full-width `ｋｕａｆｏｒ．ｃｏｍ`, `１２３`) are folded to ASCII first.
 */
export function containsContactDetails(value: string): boolean {
  const text = value.normalize('NFKC');
  return (
    URL_SCHEME_PATTERN.test(text) ||
    WWW_PATTERN.test(text) ||
    AT_SIGN_PATTERN.test(text) ||
    DOMAIN.test(text) ||
    hasPhoneNumber(text)
  );
}

/**
 * The refinement for a name schema capped at `max`: a text over the cap already failed its length
 * check, and is not scanned (zod runs refinements after a failed `.max()`).
 */
export const noContactDetails = (max: number) =>
  [
    (value: string) => value.length > max || !containsContactDetails(value),
    { error: messages.common.nameNoContactDetails },
  ] as const;
