import {
  CUSTOMER_IMPORT_MAX_BYTES,
  customerImportFieldsSchema,
  formatPhone,
  messages,
  phoneToE164,
  type CustomerImportResult,
} from '@randevu/contracts';
import { pgErrorCode, PG } from '../../db/client';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { tags } from '../../lib/public-cache';
import type { ModuleDeps } from '../module-deps';
import type { Upload, UploadLimit } from '../media/media.service';
import { customersCsv, customersXlsx } from './customer-export';
import { planImport, type NormalizePhone } from './customer-import.plan';
import { readCustomers } from './customer-import.read';
import { createCustomerImportRepository } from './customer-import.repository';

const m = messages.customerImport;
const HOUR = 60 * 60 * 1000;
/** Imports (a preview counts as one) an owner may send in an hour. */
export const CUSTOMER_IMPORTS_PER_HOUR = 30;
/** The upload's byte limit: the stream is cut there (413). */
export const customerImportUploadLimit: UploadLimit = {
  maxBytes: CUSTOMER_IMPORT_MAX_BYTES,
  tooLarge: m.tooLarge,
  notMultipart: m.notMultipart,
  tooManyParts: m.tooManyParts,
  malformed: m.malformedUpload,
};

/** Phones as every input path stores them (decision 087): E.164, a Turkish number when it has no dial code. */
const normalizePhone: NormalizePhone = (text) => phoneToE164(text);

/**
 * A salon's customer list in and out of a spreadsheet (decision 089). The owner's venue is checked before anything
 * (404), the upload counted against the hourly limit (429), then the file is read whole-file checks first; a dry run
 * plans against the venue's cards and writes nothing, a real run plans again inside one transaction that holds the
 * venue's import lock, writes the cards and records the import with its legal basis.
 */
export function createCustomerImportService({ db, cache, rateLimits }: Pick<ModuleDeps, 'db' | 'cache' | 'rateLimits'>) {
  const repo = createCustomerImportRepository(db);
  const limiter = rateLimits('customers:import', HOUR);

  async function assertOwns(ownerId: number, venueId: number) {
    if (!(await repo.ownsVenue(ownerId, venueId))) throw notFound(messages.venues.notFound);
  }

  return {
    assertOwns,

    /** Before the body is read: the venue is the owner's, and the owner is under the hourly limit. */
    async admit(ownerId: number, venueId: number) {
      await assertOwns(ownerId, venueId);
      if (!(await limiter.hit(`owner:${ownerId}`, CUSTOMER_IMPORTS_PER_HOUR))) throw tooManyRequests(m.rateLimited);
    },

    async run(ownerId: number, venueId: number, upload: Upload, queryDryRun?: boolean): Promise<CustomerImportResult> {
      const fields = customerImportFieldsSchema.safeParse(upload.fields);
      if (!fields.success) {
        const issue = fields.error.issues[0]!;
        throw badRequest(issue.message, { [String(issue.path[0] ?? 'file')]: issue.message });
      }
      const dryRun = queryDryRun ?? fields.data.dry_run ?? false;
      const legalBasis = fields.data.legal_basis ?? '';
      if (!upload.file) throw badRequest(m.fileRequired, { file: m.fileRequired });
      if (!dryRun && !legalBasis) throw badRequest(m.legalBasisRequired, { legal_basis: m.legalBasisRequired });
      const read = await readCustomers(upload.file, normalizePhone);
      const answer = (plan: ReturnType<typeof planImport>): CustomerImportResult => ({
        create: plan.create,
        merge: plan.merge,
        skip: read.skip,
        dry_run: dryRun,
        preview: plan.preview,
      });
      if (dryRun) return answer(planImport(read.rows, await repo.listCards(db, venueId)));

      let result: CustomerImportResult;
      try {
        result = await db.transaction(async (tx) => {
          await repo.lockVenue(tx, venueId);
          const plan = planImport(read.rows, await repo.listCards(tx, venueId));
          await repo.insertCards(tx, venueId, plan.creates);
          await repo.updateCards(tx, venueId, ownerId, plan.updates);
          await repo.record(tx, {
            venueId,
            ownerId,
            legalBasis,
            fileName: (upload.fileName ?? '').slice(0, 255),
            format: read.format,
            rows: read.total,
            created: plan.create,
            merged: plan.merge,
            skipped: read.skip.length,
          });
          return answer(plan);
        });
      } catch (error) {
        // A booking that made a card with one of the file's phones between the read and the insert.
        if (pgErrorCode(error) === PG.uniqueViolation) throw conflict(m.busy, 'CUSTOMERS_CHANGED');
        throw error;
      }
      cache.invalidate([tags.venue(venueId)]);
      return result;
    },

    async exportCsv(ownerId: number, venueId: number): Promise<string> {
      await assertOwns(ownerId, venueId);
      return customersCsv(await repo.exportRows(venueId), formatPhone);
    },

    async exportXlsx(ownerId: number, venueId: number): Promise<Buffer> {
      await assertOwns(ownerId, venueId);
      return customersXlsx(await repo.exportRows(venueId), formatPhone);
    },
  };
}
