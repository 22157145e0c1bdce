import { useId, useState, type FormEvent } from 'react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { EmailInput } from '@/components/ui/email-input';
import { ApiError } from '@/lib/api-client';
import { rateLimitedMessageOr } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSubscribeToNewsletter } from '../api/subscribe';

const t = messages.site.footer;

/** The footer's e-mail field (decision 009; docs/product-public.md#contact-and-newsletter): stores the address. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribeToNewsletter();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The schemas (zod) load on the first submit, not with the footer on every page (decision 022).
    const { newsletterBodySchema } = await import('@randevu/contracts');
    const parsed = newsletterBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.auth.emailInvalid);
      return;
    }
    setError(null);
    subscribe.mutate(
      { email: parsed.data.email },
      {
        onSuccess: () => {
          setEmail('');
          toast.success(messages.newsletter.success);
        },
        onError: (e) => {
          if (e instanceof ApiError && e.errors?.email) setError(e.errors.email);
          else toast.error(rateLimitedMessageOr(e, messages.newsletter.failed));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid max-w-md gap-2" noValidate>
      <label htmlFor={`${id}-email`} className="text-sm font-semibold text-white">
        {t.newsletterTitle}
      </label>
      <div className="flex gap-2">
        <EmailInput
          id={`${id}-email`}
          name="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t.newsletterPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="border-stone-700 bg-stone-900 text-white placeholder:text-stone-500"
        />
        <Button type="submit" className="shrink-0" disabled={subscribe.isPending}>
          {subscribe.isPending ? t.newsletterSending : t.newsletterSubmit}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-300">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-stone-400">
        {t.newsletterConsent}
      </p>
    </form>
  );
}
