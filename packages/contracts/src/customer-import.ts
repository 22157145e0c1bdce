/**
 * A salon's customer list in and out of a spreadsheet (decision 089):
 * POST /api/owner/venues/{id}/customers/import (multipart: `file`, `legal_basis`, `dry_run` as a field or a query
 * parameter) and GET …/customers/export.csv, …/customers/export.xlsx.
 */
import { z } from 'zod';
import { messages } from './messages';
import { hasNul, ok } from './common';

const m = messages.customerImport;

/** The largest file taken (bytes): the upload stream is cut there. */
export const CUSTOMER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The most customer rows one file may hold (the header row not counted). */
export const CUSTOMER_IMPORT_MAX_ROWS = 20_000;
/** The longest legal-basis line. */
export const CUSTOMER_IMPORT_LEGAL_BASIS_MAX = 300;
/** The answer's preview holds the first rows to be written, at most this many. */
export const CUSTOMER_IMPORT_PREVIEW_ROWS = 50;

const dryRunValue = z.enum(['true', 'false', '1', '0'], { error: m.dryRunInvalid }).transform((v) => v === 'true' || v === '1');

/** `?dry_run=true` (the form field of the same name says the same; either is enough). */
export const customerImportQuerySchema = z.object({ dry_run: dryRunValue.optional() });
export type CustomerImportQuery = z.input<typeof customerImportQuerySchema>;

/** The text fields of the multipart body (the file part is `file`). */
export const customerImportFieldsSchema = z.object({
  dry_run: dryRunValue.optional(),
  legal_basis: z
    .string()
    .max(CUSTOMER_IMPORT_LEGAL_BASIS_MAX, {
      error: m.legalBasisTooLong.replace('{max}', String(CUSTOMER_IMPORT_LEGAL_BASIS_MAX)),
    })
    .refine((v) => !hasNul(v), { error: messages.common.invalidCharacters })
    .transform((v) => v.trim())
    .optional(),
});

export const customerImportSkipSchema = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number().int(),
  reason: z.string(),
});
export type CustomerImportSkip = z.infer<typeof customerImportSkipSchema>;

export const customerImportPreviewRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(['create', 'merge']),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type CustomerImportPreviewRow = z.infer<typeof customerImportPreviewRowSchema>;

export const customerImportResultSchema = z.object({
  /** New cards. */
  create: z.number().int(),
  /** Rows that are a card already: one of the venue's, or a row earlier in the file. */
  merge: z.number().int(),
  skip: z.array(customerImportSkipSchema),
  dry_run: z.boolean(),
  /** The first rows that are taken, in file order (CUSTOMER_IMPORT_PREVIEW_ROWS at most). */
  preview: z.array(customerImportPreviewRowSchema),
});
export type CustomerImportResult = z.infer<typeof customerImportResultSchema>;
export const customerImportResponseSchema = ok(customerImportResultSchema);
