import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages } from '@randevu/contracts/messages';
import { paths } from '@/config/paths';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';

const t = messages.subServices;

/**
 * Saving a sub-service (create or edit): on success a toast and back to the venue's services; on failure
 * the server's field messages on their fields, else its refusal above the form, and a toast.
 */
export function useSaveSubService<T extends FieldValues>(
  venueId: number,
  setError: UseFormSetError<T>,
  serverFields: readonly Path<T>[],
) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const save = async (request: () => Promise<unknown>, successText: string) => {
    setFormError(null);
    try {
      await request();
      toast.success(successText);
      navigate(paths.owner.venueServices(venueId));
    } catch (error) {
      if (!applyServerErrors(error, setError, serverFields)) setFormError(refusalMessageOr(error, t.saveFailed));
      toast.error(t.saveFailed);
    }
  };
  return { formError, save };
}
