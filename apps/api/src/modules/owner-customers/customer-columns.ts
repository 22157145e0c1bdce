import { foldTurkish } from '@randevu/contracts';
import type { Cell } from './customer-file';

/**
 * Which column of an imported file holds what, read from its header row (decision 089 lists the exports these
 * names come from). A header is compared folded: Turkish letters to ASCII, lower case, only letters and digits
 * ('E-posta Adresi' → 'epostaadresi', 'Mobile Number' → 'mobilenumber').
 */
export const headerKey = (header: string) => foldTurkish(header).replace(/[^a-z0-9]/g, '');

const FIRST = ['firstname', 'first', 'givenname', 'forename', 'clientfirstname', 'customerfirstname'];
const LAST = [
  'soyad',
  'soyadi',
  'soyisim',
  'soyismi',
  'lastname',
  'last',
  'surname',
  'familyname',
  'clientlastname',
  'customerlastname',
];
/** Names that are the first name beside a last-name column, and the whole name without one. */
const FIRST_OR_FULL = ['ad', 'adi', 'isim', 'name'];
const FULL = [
  'adsoyad',
  'adisoyadi',
  'adsoyadi',
  'isimsoyisim',
  'musteri',
  'musteriadi',
  'musteriadisoyadi',
  'musteriadsoyad',
  'fullname',
  'clientname',
  'customername',
  'client',
  'customer',
];
/** Phone columns, the mobile ones first: a row's phone is its first non-empty one in this order (Fresha's
 * 'Telephone' stands in when 'Mobile Number' is empty). */
const PHONES = [
  'ceptelefonu',
  'ceptelefon',
  'ceptel',
  'cep',
  'gsm',
  'mobiltelefon',
  'mobil',
  'mobilenumber',
  'mobilephone',
  'mobilephonenumber',
  'mobile',
  'cellphone',
  'cell',
  'telefon',
  'telefonnumarasi',
  'telefonno',
  'telno',
  'tel',
  'phone',
  'phonenumber',
  'telephone',
  'clientphone',
  'customerphone',
];
const EMAILS = [
  'eposta',
  'epostaadresi',
  'elektronikposta',
  'email',
  'emailaddress',
  'mail',
  'mailadresi',
  'clientemail',
  'customeremail',
];

export interface ColumnMap {
  first: number | null;
  last: number | null;
  /** The whole name, split at its last space when there is no first-name column. */
  full: number | null;
  /** In the order of PHONES. */
  phones: number[];
  email: number | null;
}

/** The column map of a header row, or null when it has neither a phone nor an e-mail column. */
export function mapColumns(header: Cell[]): ColumnMap | null {
  const keys = header.map((c) => headerKey(c.text));
  const find = (names: string[]) => {
    for (const name of names) {
      const i = keys.indexOf(name);
      if (i >= 0) return i;
    }
    return null;
  };
  const last = find(LAST);
  const ambiguous = find(FIRST_OR_FULL);
  const first = find(FIRST) ?? (last !== null ? ambiguous : null);
  const full = first === null ? (find(FULL) ?? ambiguous) : null;
  const phones = PHONES.map((name) => keys.indexOf(name)).filter((i) => i >= 0);
  const email = find(EMAILS);
  if (!phones.length && email === null) return null;
  return { first, last, full, phones, email };
}

/** One row as its mapped columns say (texts trimmed; `formula` when one of them was a formula). */
export interface RawCustomer {
  first: Cell;
  last: Cell;
  phone: Cell;
  email: Cell;
}

const EMPTY: Cell = { text: '', formula: false };
const at = (cells: Cell[], i: number | null): Cell => {
  const cell = i === null ? undefined : cells[i];
  return cell ? { text: cell.text.trim(), formula: cell.formula } : EMPTY;
};

export function pickColumns(map: ColumnMap, cells: Cell[]): RawCustomer {
  let first = at(cells, map.first);
  let last = at(cells, map.last);
  if (map.full !== null) {
    const full = at(cells, map.full);
    const words = full.text.split(/\s+/).filter(Boolean);
    const tail = map.last === null && words.length > 1 ? words.pop()! : '';
    first = { text: words.join(' '), formula: full.formula };
    if (map.last === null) last = { text: tail, formula: full.formula };
  }
  const phone = map.phones.map((i) => at(cells, i)).find((c) => c.text !== '' || c.formula) ?? EMPTY;
  return { first, last, phone, email: at(cells, map.email) };
}

export const isBlankRow = (cells: Cell[]) => cells.every((c) => c.text.trim() === '' && !c.formula);
