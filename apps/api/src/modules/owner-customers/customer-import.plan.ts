import {
  CUSTOMER_IMPORT_PREVIEW_ROWS,
  messages,
  PERSON_NAME_PATTERN,
  TEXT_LIMITS,
  type CustomerImportPreviewRow,
  type CustomerImportSkip,
} from '@randevu/contracts';
import { z } from 'zod';
import type { Cell } from './customer-file';
import type { RawCustomer } from './customer-columns';

const reasons = messages.customerImport.reasons;

/** A card of the venue as the import reads and writes it. */
export interface CardRow {
  id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
}
export type NewCard = Omit<CardRow, 'id'>;

/** A row that passed the checks: names trimmed, phone in E.164, e-mail in lower case. */
export interface CustomerRow extends NewCard {
  row: number;
}

/** The phone normaliser of every input path: E.164, or null when the text is not a phone number. */
export type NormalizePhone = (text: string) => string | null;

/** Text that a spreadsheet would run as a formula; our own export writes such text behind a `'`. */
const FORMULA_START = /^[=+\-@\t\r]/;
const EXPORT_MARK = /^'(?=[=+\-@])/;
const emailSchema = z.email().max(TEXT_LIMITS.email);

const unmark = (cell: Cell): Cell => ({ text: cell.text.replace(EXPORT_MARK, ''), formula: cell.formula });
const isFormula = (cell: Cell, starts = FORMULA_START) => cell.formula || starts.test(cell.text);
const validName = (text: string) => text === '' || (text.length <= TEXT_LIMITS.name && PERSON_NAME_PATTERN.test(text));

/**
 * One row's checks, in the order a person fixes them: a formula anywhere is refused (nothing of it is stored), then
 * the phone, the e-mail, a contact at all, the names. A phone may start with '+' (it is not run as a formula in
 * text); '=' or '@' is.
 */
export function checkRow(row: number, raw: RawCustomer, normalizePhone: NormalizePhone): CustomerRow | CustomerImportSkip {
  const first = unmark(raw.first);
  const last = unmark(raw.last);
  const phoneCell = unmark(raw.phone);
  const emailCell = unmark(raw.email);
  if (isFormula(first) || isFormula(last) || isFormula(emailCell) || isFormula(phoneCell, /^[=@\t\r]/))
    return { row, reason: reasons.formula };
  let phone: string | null = null;
  if (phoneCell.text !== '') {
    phone = phoneCell.text.length <= 40 ? normalizePhone(phoneCell.text) : null;
    if (phone === null) return { row, reason: reasons.invalidPhone };
  }
  let email: string | null = null;
  if (emailCell.text !== '') {
    const parsed = emailSchema.safeParse(emailCell.text.toLowerCase());
    if (!parsed.success) return { row, reason: reasons.invalidEmail };
    email = parsed.data;
  }
  if (phone === null && email === null) return { row, reason: reasons.noContact };
  const first_name = first.text.replace(/\s+/g, ' ');
  const last_name = last.text.replace(/\s+/g, ' ');
  if (!validName(first_name) || !validName(last_name)) return { row, reason: reasons.invalidName };
  return { row, first_name, last_name, phone, email };
}

export interface ImportPlan {
  creates: NewCard[];
  /** Existing cards whose empty fields the file fills (their full new values). */
  updates: CardRow[];
  create: number;
  merge: number;
  preview: CustomerImportPreviewRow[];
}

interface Target {
  card: NewCard & { id?: number };
  changed: boolean;
}

/**
 * What the import does with the rows that passed (decision 089): a row whose phone, else whose e-mail, is already a
 * card (one of the venue's, or one a row earlier in the file makes) is merged into it; any other row makes a card.
 * A merge fills only what the card lacks (its names when it has none, its e-mail, its phone) and never replaces
 * what the salon already has, so importing the same file again changes nothing.
 */
export function planImport(rows: CustomerRow[], existing: CardRow[]): ImportPlan {
  const byPhone = new Map<string, Target>();
  const byEmail = new Map<string, Target>();
  const remember = (t: Target) => {
    if (t.card.phone && !byPhone.has(t.card.phone)) byPhone.set(t.card.phone, t);
    if (t.card.email && !byEmail.has(t.card.email)) byEmail.set(t.card.email, t);
  };
  const cards: Target[] = existing.map((card) => ({ card: { ...card }, changed: false }));
  // An e-mail finds the card a booking with that e-mail alone would find (migration 0033's trigger): one without a
  // phone first, then the oldest.
  for (const t of [...cards].sort((a, b) => Number(!!a.card.phone) - Number(!!b.card.phone) || a.card.id! - b.card.id!))
    remember(t);

  const plan: ImportPlan = { creates: [], updates: [], create: 0, merge: 0, preview: [] };
  const created: Target[] = [];
  for (const row of rows) {
    const target = (row.phone && byPhone.get(row.phone)) || (row.email && byEmail.get(row.email)) || null;
    if (!target) {
      const t: Target = {
        card: { first_name: row.first_name, last_name: row.last_name, phone: row.phone, email: row.email },
        changed: false,
      };
      created.push(t);
      remember(t);
      plan.create += 1;
    } else {
      const c = target.card;
      if (!c.first_name && !c.last_name && (row.first_name || row.last_name)) {
        c.first_name = row.first_name;
        c.last_name = row.last_name;
        target.changed = true;
      }
      if (!c.email && row.email) {
        c.email = row.email;
        target.changed = true;
      }
      if (!c.phone && row.phone && !byPhone.has(row.phone)) {
        c.phone = row.phone;
        target.changed = true;
      }
      remember(target);
      plan.merge += 1;
    }
    if (plan.preview.length < CUSTOMER_IMPORT_PREVIEW_ROWS)
      plan.preview.push({
        row: row.row,
        action: target ? 'merge' : 'create',
        first_name: row.first_name,
        last_name: row.last_name,
        phone: row.phone,
        email: row.email,
      });
  }
  plan.creates = created.map((t) => t.card);
  plan.updates = cards.filter((t) => t.changed).map((t) => t.card as CardRow);
  return plan;
}
