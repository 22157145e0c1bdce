import { useEffect, useRef } from 'react';
import { messages } from '@randevu/contracts/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

const t = messages.ownerCalendar.page;

/** The body flag that overrides a refusal: outside hours (decision 033) or a buffer (decision 098). */
export type OverrideFlag = 'outside_hours' | 'override_buffer';

/** A refusal the owner may override, in words, and the flag that resends past it. */
export interface OverrideWarning {
  flag: OverrideFlag;
  title: string;
  message: string;
}

/**
 * The refusals the owner may override: 409 OUTSIDE_HOURS (the server names the rule) and 409 SLOT_IN_BUFFER (the
 * front desk's own words; the server's are the customer's), each only when the body did not already carry its flag.
 * Another appointment (SLOT_TAKEN) is never overridable.
 */
export function overrideWarningOf(
  error: unknown,
  sent: { outside_hours?: boolean; override_buffer?: boolean },
): OverrideWarning | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.code === 'OUTSIDE_HOURS' && !sent.outside_hours)
    return { flag: 'outside_hours', title: t.outsideHoursTitle, message: error.message };
  if (error.code === 'SLOT_IN_BUFFER' && !sent.override_buffer)
    return { flag: 'override_buffer', title: t.bufferTitle, message: t.bufferWarning };
  return null;
}

/**
 * The label of the button that resends: 'Yine de kaydet' for hours; for a buffer 'Yine de ekle' (a booking) or
 * 'Yine de taşı' (a move).
 */
export const overrideLabel = (flag: OverrideFlag, action: 'add' | 'move'): string =>
  flag === 'outside_hours' ? t.saveAnyway : action === 'add' ? t.addAnyway : t.moveAnyway;

/** The warning in words and its button, which resends with the warning's flag set. */
export function OutsideHoursConfirm({
  warning,
  action,
  onConfirm,
  pending,
}: {
  warning: OverrideWarning;
  action: 'add' | 'move';
  onConfirm: () => void;
  pending: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // The warning appears at the end of a long form: bring its answer into view (and under the keyboard's focus). A
  // second warning (hours, then a buffer) takes the focus again.
  useEffect(() => button.current?.focus(), [warning.flag]);
  return (
    <Alert tone="warning" role="alert">
      <p className="font-semibold">{warning.title}</p>
      <p>{warning.message}</p>
      <Button
        ref={button}
        type="button"
        className="mt-2 justify-self-start"
        variant="secondary"
        loading={pending}
        onClick={onConfirm}
      >
        {overrideLabel(warning.flag, action)}
      </Button>
    </Alert>
  );
}
