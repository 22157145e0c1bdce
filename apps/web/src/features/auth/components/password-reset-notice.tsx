import { messages } from '@randevu/contracts';
import { Alert } from '@/components/ui/alert';
import { site } from '@/config/site';

/** Says plainly that the reset flow sends nothing yet and who to contact instead. */
export function PasswordResetNotice() {
  return (
    <Alert tone="warning" className="mb-6">
      <p>{messages.auth.passwordReset.unavailable}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 font-medium">
        <a href={`mailto:${site.email}`} className="underline underline-offset-2">
          {site.email}
        </a>
        <a href={site.phoneHref} className="underline underline-offset-2">
          {site.phone}
        </a>
      </p>
    </Alert>
  );
}
