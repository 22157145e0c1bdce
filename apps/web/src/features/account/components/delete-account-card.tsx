import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { deleteAccountBodySchema, messages, type Role } from '@randevu/contracts';
import { SectionCard } from '@/components/section-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { applyServerErrors, refusalMessageOr } from '@/lib/form-errors';
import { useDeleteAccount } from '../api/account';

const t = messages.account.remove;

/**
 * 'Hesabı sil' (decision 083): asks, with the password; refused while appointments lie ahead (the server's message
 * is shown in the dialog). After it the browser goes to the home page signed out.
 */
export function DeleteAccountCard({ role, onDeleted }: { role: Role; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { password: '' },
  });

  const close = () => {
    setOpen(false);
    setRefusal(null);
    reset({ password: '' });
  };
  const onSubmit = handleSubmit((values) => {
    setRefusal(null);
    return remove.mutateAsync(values).then(
      () => {
        toast.success(t.deleted);
        onDeleted();
      },
      (error: unknown) => {
        if (applyServerErrors(error, setError, ['password'])) return;
        setRefusal(refusalMessageOr(error, messages.common.genericError));
      },
    );
  });

  return (
    <SectionCard icon={Trash2} title={t.title} hint={role === 'owner' ? t.descriptionOwner : t.descriptionUser}>
      <Button variant="outline-destructive" onClick={() => setOpen(true)}>
        {t.open}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={close}
        onSubmit={(e) => void onSubmit(e)}
        title={t.confirmTitle}
        description={role === 'owner' ? t.descriptionOwner : t.descriptionUser}
        cancelLabel={t.cancel}
        confirmLabel={t.confirm}
        pending={formState.isSubmitting}
      >
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <Field label={t.passwordLabel} error={formState.errors.password?.message} required>
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </Field>
      </ConfirmDialog>
    </SectionCard>
  );
}
