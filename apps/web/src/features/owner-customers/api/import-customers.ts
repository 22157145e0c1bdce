import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerImportResult } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ImportCustomersInput {
  file: File;
  legalBasis: string;
  /** True: the preview (nothing is written). */
  dryRun: boolean;
}

/** POST /api/owner/venues/{id}/customers/import (multipart `file`, `legal_basis`; `dry_run` in the query). */
export function importCustomers(venueId: number, { file, legalBasis, dryRun }: ImportCustomersInput) {
  const form = new FormData();
  form.append('legal_basis', legalBasis);
  form.append('file', file);
  return api.upload<CustomerImportResult>(`/api/owner/venues/${venueId}/customers/import?dry_run=${dryRun}`, form);
}

/** A written import makes the customer list (and its lookups) stale; a preview changes nothing. */
export function useImportCustomers(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportCustomersInput) => importCustomers(venueId, input),
    onSuccess: (result) => {
      if (!result.dry_run) void queryClient.invalidateQueries({ queryKey: queryKeys.owner.appointments.all() });
    },
  });
}

/** GET …/customers/export.csv and …/export.xlsx: the files' addresses (the session rides on the cookie). */
export const customersExportUrl = (venueId: number, format: 'csv' | 'xlsx') =>
  `/api/owner/venues/${venueId}/customers/export.${format}`;
