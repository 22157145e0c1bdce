import { useEffect, useRef } from 'react';
import { messages } from '@randevu/contracts/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

const t = messages.ownerCalendar.page;

/** The server's outside-hours warning (409 OUTSIDE_HOURS), the only refusal the owner may override. */
export const outsideHoursMessage = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 409 && error.code === 'OUTSIDE_HOURS' ? error.message : null;

/** The warning in words and 'Yine de kaydet', which resends with `outside_hours: true`. */
export function OutsideHoursConfirm({
  message,
  onConfirm,
  pending,
}: {
  message: string;
  onConfirm: () => void;
  pending: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // The warning appears at the end of a long form: bring its answer into view (and under the keyboard's focus).
  useEffect(() => button.current?.focus(), []);
  return (
    <Alert tone="warning" role="alert">
      <p className="font-semibold">{t.outsideHoursTitle}</p>
      <p>{message}</p>
      <Button
        ref={button}
        type="button"
        className="mt-2 justify-self-start"
        variant="secondary"
        loading={pending}
        onClick={onConfirm}
      >
        {t.saveAnyway}
      </Button>
    </Alert>
  );
}
