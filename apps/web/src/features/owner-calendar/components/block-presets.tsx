import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { TimeOff } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { RuleConflictDialog } from '@/components/rule-conflict-dialog';
import { Button } from '@/components/ui/button';
import { useCreateExpertTimeOff } from '@/lib/create-expert-time-off';
import { deleteExpertTimeOff } from '@/lib/delete-expert-time-off';
import { fill } from '@/lib/format';
import { refusalMessageOr } from '@/lib/form-errors';
import { invalidateAfter } from '@/lib/invalidation';
import { useRuleConflict } from '@/lib/use-rule-conflict';
import { BLOCK_PRESETS, presetRange, type BlockPreset } from '../lib/block-presets';

const t = messages.ownerCalendar.page;
/** The toast that offers "Geri al" stays this long. */
const UNDO_TOAST_MS = 10_000;

export interface BlockPresetsProps {
  venueId: number;
  expertId: number;
  date: string;
  /** The tapped empty slot's start, 'HH:mm'. */
  time: string;
  /** After a preset is saved (the caller closes its dialog). */
  onDone: () => void;
  /** 'Özel': the full form (any end, any reason). */
  onCustom: () => void;
}

/**
 * One tap closes time from the tapped slot (decision 077): 'Öğle arası 30 dk', 'Öğle arası 1 saat', 'Toplantı', saved
 * at once as the expert's time off with its reason (drawn "Kapalı: Öğle arası"); the toast's 'Geri al' removes it.
 * Appointments inside ask first, as the full form does.
 */
export function BlockPresets({ venueId, expertId, date, time, onDone, onCustom }: BlockPresetsProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const create = useCreateExpertTimeOff(venueId);
  const { run, dialog } = useRuleConflict();

  const remove = (timeOff: TimeOff) =>
    deleteExpertTimeOff({ expertId, timeOffId: timeOff.id })
      .then(
        () => toast.success(t.blockUndone),
        (error: unknown) => toast.error(refusalMessageOr(error, t.removeFailed)),
      )
      .finally(() => invalidateAfter(queryClient, 'timeOff.deleted', { venueId, expertId }));

  const save = (preset: BlockPreset) => {
    const range = presetRange(time, preset);
    if (!range) return;
    const body = { starts_at: `${date}T${range.from}`, ends_at: `${date}T${range.to}`, reason: preset.reason };
    void run((force) => create.mutateAsync({ expertId, body: { ...body, force } }), {
      onSaved: (timeOff) => {
        const text = fill(t.blockedRange, { label: `${t.timeOff}: ${preset.reason}`, time: `${range.from}–${range.to}` });
        toast.success(text, { duration: UNDO_TOAST_MS, action: { label: t.undo, onClick: () => void remove(timeOff) } });
        onDone();
      },
      onFailed: (failure) => toast.error(refusalMessageOr(failure, t.blockFailed)),
    });
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-xl bg-stone-50 p-3">
      <h3 id={titleId} className="text-sm font-semibold text-ink">
        {t.blockPresetsTitle}
      </h3>
      <div className="flex flex-wrap gap-2">
        {BLOCK_PRESETS.map((preset) => (
          <Button key={preset.id} variant="outline" disabled={create.isPending} onClick={() => save(preset)}>
            {preset.label}
          </Button>
        ))}
        <Button variant="ghost" onClick={onCustom}>
          {t.presetCustom}
        </Button>
      </div>
      <RuleConflictDialog {...dialog} />
    </section>
  );
}
