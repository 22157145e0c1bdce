import { useCallback, useState } from 'react';
import type { RuleConflictResponse } from '@randevu/contracts';
import { ruleConflictOf } from './rule-conflict';

interface PendingConflict {
  conflict: RuleConflictResponse;
  /** Sends the same write again with `force: true`. */
  keep: () => Promise<void>;
}

export interface RuleWriteCallbacks<T> {
  onSaved: (value: T) => void;
  /** Any failure other than the conflict itself (the first send's, or the forced send's). */
  onFailed: (error: unknown) => void;
}

/**
 * A rule write that may collide with booked appointments. `run(send)` sends it without force; a 409
 * RULE_CONFLICT opens the conflict dialog (`dialog`), whose 'keep anyway' sends it again with `force: true`
 * and whose cancel drops it, with nothing saved.
 */
export function useRuleConflict() {
  const [pending, setPending] = useState<PendingConflict | null>(null);
  const [keeping, setKeeping] = useState(false);

  const run = useCallback(async <T>(send: (force: boolean) => Promise<T>, { onSaved, onFailed }: RuleWriteCallbacks<T>) => {
    let value: T;
    try {
      value = await send(false);
    } catch (error) {
      const conflict = ruleConflictOf(error);
      if (!conflict) return onFailed(error);
      setPending({
        conflict,
        keep: async () => {
          setKeeping(true);
          let forced: T;
          try {
            forced = await send(true);
          } catch (forcedError) {
            setPending(null);
            return onFailed(forcedError);
          } finally {
            setKeeping(false);
          }
          setPending(null);
          onSaved(forced);
        },
      });
      return;
    }
    onSaved(value);
  }, []);

  const dialog = {
    conflict: pending?.conflict ?? null,
    keeping,
    onKeep: () => void pending?.keep(),
    onCancel: () => {
      if (!keeping) setPending(null);
    },
  };
  return { run, dialog };
}
