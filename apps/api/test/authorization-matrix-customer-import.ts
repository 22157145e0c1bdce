import type { Entry, Side } from './authorization-matrix';

/** The authorization-matrix entries of the customer list's import and export: side 0 acting on side 1's (`t`) venue. */
export function customerImportEntries(t: Side): Record<string, Entry> {
  const fields = { legal_basis: 'Sözleşmenin kurulması veya ifası', dry_run: 'false' };
  return {
    'POST /api/owner/venues/:id/customers/import': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/customers/import`, body: { file: 'file', fields } }),
      variants: () => [
        { url: `/api/owner/venues/${t.venue.id}/customers/import?dry_run=true`, body: { file: 'file', fields: {} } },
      ],
    },
    'GET /api/owner/venues/:id/customers/export.csv': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/customers/export.csv` }),
    },
    'GET /api/owner/venues/:id/customers/export.xlsx': {
      role: 'owner',
      request: () => ({ url: `/api/owner/venues/${t.venue.id}/customers/export.xlsx` }),
    },
  };
}
