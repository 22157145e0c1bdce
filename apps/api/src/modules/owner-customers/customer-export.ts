import { messages } from '@randevu/contracts';
import type { NewCard } from './customer-import.plan';

const col = messages.customerImport.columns;

/** The export's columns, the names the import maps back (customer-columns.ts): an export imports as itself. */
export const EXPORT_HEADER = [col.firstName, col.lastName, col.phone, col.email] as const;

/**
 * A text a spreadsheet will not run (decision 057, as the reports' CSV): a formula character (`=`, `+`, `-`, `@`, a
 * tab or carriage return) at the start of the text, or of a comma- or semicolon-separated part of it, gets a `'`.
 */
export const neutralise = (value: string) => value.replace(/(^|[,;])( *)([=+\-@\t\r])/g, "$1$2'$3");

/** A card's cells: the phone as people read it (`0532 123 45 67`), a missing contact empty. */
export const exportCells = (card: NewCard, formatPhone: (e164: string) => string): string[] =>
  [card.first_name, card.last_name, card.phone ? formatPhone(card.phone) : '', card.email ?? ''].map(neutralise);

const csvCell = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The list as Turkish Excel opens it: UTF-8 with its BOM, `;` between cells, CRLF after each row. */
export function customersCsv(cards: NewCard[], formatPhone: (e164: string) => string): string {
  const lines = [EXPORT_HEADER.map(neutralise), ...cards.map((c) => exportCells(c, formatPhone))];
  return '\uFEFF' + lines.map((cells) => cells.map(csvCell).join(';') + '\r\n').join('');
}

/** The list as an Excel workbook: one sheet, the header row, one row per card, every cell text. */
export async function customersXlsx(cards: NewCard[], formatPhone: (e164: string) => string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(messages.ownerCustomers.page.title);
  sheet.columns = [{ width: 20 }, { width: 20 }, { width: 18 }, { width: 32 }];
  sheet.addRow([...EXPORT_HEADER]).font = { bold: true };
  for (const card of cards) sheet.addRow(exportCells(card, formatPhone));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
