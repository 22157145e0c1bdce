import { CUSTOMER_IMPORT_MAX_ROWS, messages, type CustomerImportSkip } from '@randevu/contracts';
import { AppError, badRequest } from '../../lib/errors';
import { readSheet, type FileFormat } from './customer-file';
import { isBlankRow, mapColumns, pickColumns, type ColumnMap } from './customer-columns';
import { checkRow, type CustomerRow, type NormalizePhone } from './customer-import.plan';

const m = messages.customerImport;

export interface ReadCustomers {
  format: FileFormat;
  /** Customer rows of the file (blank rows not counted). */
  total: number;
  rows: CustomerRow[];
  skip: CustomerImportSkip[];
}

/**
 * The customers of an uploaded file: its first non-blank row is the header, every later non-blank row a customer
 * checked on its own. The whole file is refused (nothing is read further) past CUSTOMER_IMPORT_MAX_ROWS customers,
 * without a phone or e-mail column, or without a customer row.
 */
export async function readCustomers(file: Buffer, normalizePhone: NormalizePhone): Promise<ReadCustomers> {
  let map: ColumnMap | null = null;
  const result: Omit<ReadCustomers, 'format'> = { total: 0, rows: [], skip: [] };
  const format = await readSheet(file, (row, cells) => {
    if (isBlankRow(cells)) return;
    if (!map) {
      map = mapColumns(cells);
      if (!map) throw badRequest(m.noContactColumn, undefined, 'NO_CONTACT_COLUMN');
      return;
    }
    result.total += 1;
    if (result.total > CUSTOMER_IMPORT_MAX_ROWS)
      throw new AppError('TOO_MANY_ROWS', 413, m.tooManyRows.replace('{max}', CUSTOMER_IMPORT_MAX_ROWS.toLocaleString('tr-TR')));
    const checked = checkRow(row, pickColumns(map, cells), normalizePhone);
    if ('reason' in checked) result.skip.push(checked);
    else result.rows.push(checked);
  });
  if (!map) throw badRequest(m.noContactColumn, undefined, 'NO_CONTACT_COLUMN');
  if (result.total === 0) throw badRequest(m.empty, undefined, 'EMPTY_FILE');
  return { format, ...result };
}
