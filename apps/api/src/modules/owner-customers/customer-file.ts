import { Readable } from 'node:stream';
import { AppError, badRequest } from '../../lib/errors';
import { messages } from '@randevu/contracts';

const m = messages.customerImport;

/** One cell as the import reads it: its text, and whether the spreadsheet held a formula there. */
export interface Cell {
  text: string;
  formula: boolean;
}
/** Called with each row's spreadsheet number (the first row is 1) and cells; blank rows are passed too. */
export type RowVisitor = (row: number, cells: Cell[]) => void;

export type FileFormat = 'csv' | 'xlsx';

const unknownFormat = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, m.unknownFormat);
const undecodable = () => badRequest(m.undecodable, undefined, 'UNDECODABLE_FILE');

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const UTF16BE_BOM = [0xfe, 0xff];

/** Control characters no text file of names and phones holds (tab, CR and LF are text). */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** C1 controls: what Windows-1254 makes of bytes that are not text in it, so the file was in another encoding. */
const C1 = /[\u0080-\u009f\ufffd]/;

/**
 * The text of a CSV file: UTF-8 (with or without its BOM), UTF-16 with its BOM (Excel's "Unicode text"), or
 * Windows-1254 as a Turkish Excel saves "CSV (virgülle ayrılmış)". Bytes that are not valid UTF-8 are read as
 * Windows-1254 (TextDecoder('windows-1254'), the WHATWG table); a file that reads as neither is refused.
 */
export function decodeCsv(buf: Buffer): string {
  if (startsWith(buf, UTF16LE_BOM) || startsWith(buf, UTF16BE_BOM)) {
    const encoding = buf[0] === 0xff ? 'utf-16le' : 'utf-16be';
    try {
      return checkText(new TextDecoder(encoding, { fatal: true }).decode(buf.subarray(2)));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw undecodable();
    }
  }
  const body = startsWith(buf, UTF8_BOM) ? buf.subarray(3) : buf;
  if (body.includes(0)) throw unknownFormat();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    if (body !== buf) throw undecodable();
    text = new TextDecoder('windows-1254').decode(body);
    if (C1.test(text)) throw undecodable();
  }
  return checkText(text);
}

function checkText(text: string): string {
  if (BINARY.test(text)) throw unknownFormat();
  return text;
}

/** The format by the file's first bytes: an XLSX is a ZIP; anything else must be text. */
export function detectFormat(buf: Buffer): FileFormat {
  if (buf.length === 0) throw badRequest(m.empty, undefined, 'EMPTY_FILE');
  return startsWith(buf, ZIP) ? 'xlsx' : 'csv';
}

const textCell = (text: string): Cell => ({ text, formula: false });

/** Reads every row of a CSV file: the delimiter (`;`, `,` or tab) is guessed from the file by papaparse. */
export async function readCsv(buf: Buffer, visit: RowVisitor): Promise<void> {
  const text = decodeCsv(buf);
  const { default: Papa } = await import('papaparse');
  let row = 0;
  let failure: unknown = null;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: false,
    step: (result, parser) => {
      row += 1;
      try {
        visit(row, result.data.map(textCell));
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
}

interface ExcelValueObject {
  formula?: string;
  sharedFormula?: string;
  result?: unknown;
  richText?: { text: string }[];
  text?: unknown;
  error?: string;
}

/** A cell of exceljs as text: a number cell (a phone saved as a number) in its digits, a formula as a formula. */
export function excelCell(value: unknown): Cell {
  if (value === null || value === undefined) return textCell('');
  if (typeof value === 'string') return textCell(value);
  if (typeof value === 'number') return textCell(Number.isInteger(value) ? value.toFixed(0) : String(value));
  if (typeof value !== 'object' || value instanceof Date) return textCell('');
  const v = value as ExcelValueObject;
  if (v.formula !== undefined || v.sharedFormula !== undefined) {
    const result = v.result;
    return { text: typeof result === 'string' || typeof result === 'number' ? String(result) : '', formula: true };
  }
  if (Array.isArray(v.richText)) return textCell(v.richText.map((r) => r.text).join(''));
  if (typeof v.text === 'string') return textCell(v.text);
  if (v.text && typeof v.text === 'object') return excelCell(v.text);
  return textCell('');
}

/**
 * Reads the first worksheet of an XLSX file row by row with exceljs' streaming reader, so that a small file that
 * unpacks into a huge sheet is stopped by the visitor's row limit rather than held whole. A file that is not a
 * workbook (a ZIP of something else, a broken archive) is refused as an unknown format.
 */
export async function readXlsx(buf: Buffer, visit: RowVisitor): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buf]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets += 1;
      for await (const row of sheet as AsyncIterable<{ number: number; values: unknown }>) {
        const values = Array.isArray(row.values) ? (row.values as unknown[]).slice(1) : [];
        visit(row.number, Array.from(values, excelCell));
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unknownFormat();
  }
  if (sheets === 0) throw unknownFormat();
}

/** Every row of the file, whichever of the two formats it is. */
export async function readSheet(buf: Buffer, visit: RowVisitor): Promise<FileFormat> {
  const format = detectFormat(buf);
  await (format === 'xlsx' ? readXlsx(buf, visit) : readCsv(buf, visit));
  return format;
}
