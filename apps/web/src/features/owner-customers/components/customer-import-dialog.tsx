import { useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { toast } from 'sonner';
import type { CustomerImportResult } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { fill } from '@/lib/format';
import { refusalMessageOr } from '@/lib/form-errors';
import { useImportCustomers } from '../api/import-customers';
import { CustomerImportPreview } from './customer-import-preview';
import { SpreadsheetFileInput } from './spreadsheet-file-input';

const t = messages.customerImport.page;
const bases = Object.values(messages.customerImport.legalBases).map((text) => ({ value: text, label: text }));

/**
 * "İçe aktar" (decision 089): a file and the salon's legal basis, then the dry run's preview (what would be created,
 * merged and skipped, with the reasons), then the import itself. Nothing is written before the second "İçe aktar";
 * choosing another file drops the preview.
 */
export function CustomerImportDialog({ venueId }: { venueId: number }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [legalBasis, setLegalBasis] = useState<string>(bases[0]!.value);
  const [preview, setPreview] = useState<CustomerImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useImportCustomers(venueId);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };
  const run = (dryRun: boolean) => {
    if (!file) {
      setError(messages.customerImport.fileRequired);
      return;
    }
    setError(null);
    mutation.mutate(
      { file, legalBasis, dryRun },
      {
        onSuccess: (result) => {
          if (result.dry_run) return setPreview(result);
          toast.success(fill(t.done, { create: result.create, merge: result.merge, skip: result.skip.length }));
          setOpen(false);
          reset();
        },
        onError: (e) => setError(refusalMessageOr(e, messages.common.genericError)),
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(preview === null);
  };
  const busy = mutation.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Upload aria-hidden />
          {t.importButton}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.intro}</DialogDescription>
        </DialogHeader>
        <form className="grid min-w-0 gap-4" onSubmit={submit} noValidate>
          <Field label={t.fileLabel} hint={t.fileHint} required>
            <SpreadsheetFileInput
              name="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              fileName={file?.name}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                setError(null);
              }}
            />
          </Field>
          <Field label={t.legalBasisLabel} hint={t.legalBasisHint} required>
            <Select name="legal_basis" value={legalBasis} options={bases} onChange={(e) => setLegalBasis(e.target.value)} />
          </Field>
          {error ? <Alert tone="error">{error}</Alert> : null}
          {preview ? <CustomerImportPreview result={preview} /> : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setOpen(false);
                reset();
              }}
            >
              {t.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {preview === null ? (busy ? t.previewing : t.preview) : busy ? t.importing : t.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
