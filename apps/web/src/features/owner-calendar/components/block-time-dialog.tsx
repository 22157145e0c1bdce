import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { messages } from '@randevu/contracts/messages';
import { RuleConflictDialog } from '@/components/rule-conflict-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DateInput } from '@/components/ui/date-input';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TimeInput } from '@/components/ui/time-input';
import { useCreateExpertTimeOff } from '@/lib/create-expert-time-off';
import { refusalMessageOr } from '@/lib/form-errors';
import { useRuleConflict } from '@/lib/use-rule-conflict';
import { BLOCK_PRESETS, presetRange } from '../lib/block-presets';
import { toHhmm, toMinutes } from '../lib/calendar-layout';

const t = messages.ownerCalendar.page;

/** Where the dialog opens: the shown expert and day, and a start (the clicked or the next half hour). */
export interface BlockStart {
  expertId: number | null;
  date: string;
  time: string;
}

/** The next half hour after `now` ('YYYY-MM-DDTHH:mm'), at most 23:00 so that an hour still fits in the day. */
export function nextHalfHour(now: string): string {
  return toHhmm(Math.min(23 * 60, Math.ceil((toMinutes(now.slice(11)) + 1) / 30) * 30));
}

/** One hour after 'HH:mm', at most 23:59. */
const hourAfter = (time: string) => toHhmm(Math.min(toMinutes(time) + 60, 23 * 60 + 59));

export interface BlockTimeDialogProps {
  venueId: number;
  start: BlockStart;
  experts: { id: number; name: string }[];
  onClose: () => void;
}

/**
 * 'Zaman Kapat': a meeting or a break today, saved as the expert's time off. When booked appointments lie inside,
 * the 409 lists them and 'Randevuları koruyarak kaydet' saves it keeping them; the calendar then draws it "Kapalı: <reason>".
 * The presets fill the end and the reason from the start in one tap (decision 077).
 */
export function BlockTimeDialog({ venueId, start, experts, onClose }: BlockTimeDialogProps) {
  const [expertId, setExpertId] = useState<number | null>(start.expertId);
  const [date, setDate] = useState(start.date);
  const [from, setFrom] = useState(start.time);
  const [to, setTo] = useState(() => (start.time ? hourAfter(start.time) : ''));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: 'expert' | 'date' | 'from' | 'to'; message: string } | null>(null);
  const create = useCreateExpertTimeOff(venueId);
  const { run, dialog } = useRuleConflict();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!expertId) return setError({ field: 'expert', message: messages.ownerCalendar.expertRequired });
    if (!date) return setError({ field: 'date', message: messages.ownerCalendar.dateInvalid });
    if (!/^\d{2}:\d{2}$/.test(from)) return setError({ field: 'from', message: messages.ownerCalendar.timeInvalid });
    if (!/^\d{2}:\d{2}$/.test(to)) return setError({ field: 'to', message: messages.ownerCalendar.timeInvalid });
    if (to <= from) return setError({ field: 'to', message: t.blockOrder });
    setError(null);
    const body = { starts_at: `${date}T${from}`, ends_at: `${date}T${to}`, reason: reason.trim() };
    void run((force) => create.mutateAsync({ expertId, body: { ...body, force } }), {
      onSaved: () => {
        toast.success(t.blocked);
        onClose();
      },
      onFailed: (failure) => toast.error(refusalMessageOr(failure, t.blockFailed)),
    });
  };

  const errorOf = (field: NonNullable<typeof error>['field']) => (error?.field === field ? error.message : undefined);
  return (
    <Dialog open onOpenChange={(open) => !open && !dialog.conflict && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t.blockTimeTitle}</DialogTitle>
          <DialogDescription>{t.blockTimeDescription}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={onSubmit}>
          <div className="flex flex-wrap gap-2" role="group" aria-label={t.blockPresetsTitle}>
            {BLOCK_PRESETS.map((preset) => (
              <Button
                key={preset.id}
                variant="outline"
                onClick={() => {
                  const range = /^\d{2}:\d{2}$/.test(from) ? presetRange(from, preset) : null;
                  if (range) setTo(range.to);
                  setReason(preset.reason);
                }}
              >
                {preset.label}
              </Button>
            ))}
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <Field label={t.expert} error={errorOf('expert')} required>
              <Select
                placeholder={t.chooseExpert}
                options={experts.map((e) => ({ value: e.id, label: e.name }))}
                value={expertId ?? ''}
                onChange={(e) => setExpertId(e.target.value ? Number(e.target.value) : null)}
              />
            </Field>
            <Field label={t.date} error={errorOf('date')} required>
              <DateInput value={date} onChange={setDate} />
            </Field>
            <Field label={t.startTime} error={errorOf('from')} required>
              <TimeInput
                step={300}
                value={from}
                onChange={(next) => {
                  setFrom(next);
                  if (next && (!to || to <= next)) setTo(hourAfter(next));
                }}
              />
            </Field>
            <Field label={t.endTime} error={errorOf('to')} required>
              <TimeInput step={300} value={to} onChange={setTo} />
            </Field>
          </div>
          <Field label={t.reason} optional>
            <Input
              autoComplete="off"
              maxLength={200}
              placeholder={t.reasonPlaceholder}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={create.isPending && !dialog.conflict}>
              {t.blockTime}
            </Button>
          </DialogFooter>
        </form>
        <RuleConflictDialog {...dialog} />
      </DialogContent>
    </Dialog>
  );
}
