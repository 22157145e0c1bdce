import { useState } from 'react';
import { toast } from 'sonner';
import { Plus, X } from 'lucide-react';
import { checkDayHours, type CalendarExpert } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Field, FieldError } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { fill, formatAppointmentDate } from '@/lib/format';
import { refusalMessageOr } from '@/lib/form-errors';
import { timeOptions } from '@/lib/time-options';
import { usePutExpertDay } from '../api/day-hours-writes';

const m = messages.dayHours;

export interface ExpertDayDialogProps {
  venueId: number;
  expert: CalendarExpert;
  date: string;
  /** The hours the column shows now (the date's own or the weekly ones): the form starts from them. */
  initial: { start: string; end: string; breaks: [string, string][] } | null;
  onClose: () => void;
}

/** "Bu günün saatleri" (decision 100): start, end and breaks of one expert on one date, over the weekly hours. */
export function ExpertDayDialog({ venueId, expert, date, initial, onClose }: ExpertDayDialogProps) {
  const [start, setStart] = useState(initial?.start ?? '09:00');
  const [end, setEnd] = useState(initial?.end ?? '18:00');
  const [breaks, setBreaks] = useState<[string, string][]>(initial?.breaks ?? []);
  const [problem, setProblem] = useState<[string, string] | null>(null);
  const put = usePutExpertDay(venueId);

  const setBreak = (index: number, part: 0 | 1, time: string) =>
    setBreaks(breaks.map((b, i): [string, string] => (i !== index ? b : part === 0 ? [time, b[1]] : [b[0], time])));
  const save = () => {
    const found = checkDayHours(start, end, breaks);
    setProblem(found);
    if (found) return;
    put.mutate(
      { expertId: expert.id, date, body: { start, end, breaks } },
      {
        onSuccess: () => {
          toast.success(m.saved);
          onClose();
        },
        onError: (error) => setProblem(['form', refusalMessageOr(error, m.saveFailed)]),
      },
    );
  };
  const errorOf = (field: string) => (problem?.[0] === field ? problem[1] : undefined);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{fill(m.dialogTitle, { name: expert.name, date: formatAppointmentDate(date) })}</DialogTitle>
          <DialogDescription>{m.setHours}</DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-3">
          <Field label={m.start}>
            <Select options={timeOptions(start)} value={start} onChange={(e) => setStart(e.target.value)} />
          </Field>
          <Field label={m.end} error={errorOf('end')}>
            <Select options={timeOptions(end)} value={end} onChange={(e) => setEnd(e.target.value)} />
          </Field>
        </div>
        <section className="grid gap-2" aria-labelledby="day-breaks-title">
          <h3 id="day-breaks-title" className="text-sm font-medium text-stone-700">
            {m.breaksTitle}
          </h3>
          {breaks.length ? (
            <ul className="grid gap-2">
              {breaks.map((b, i) => (
                <li key={i} className="flex items-center gap-2">
                  <Select
                    aria-label={`${m.breakStart} ${i + 1}`}
                    className="min-w-0 flex-1"
                    options={timeOptions(b[0], 15)}
                    value={b[0]}
                    onChange={(e) => setBreak(i, 0, e.target.value)}
                  />
                  <Select
                    aria-label={`${m.breakEnd} ${i + 1}`}
                    className="min-w-0 flex-1"
                    options={timeOptions(b[1], 15)}
                    value={b[1]}
                    onChange={(e) => setBreak(i, 1, e.target.value)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`${m.removeBreak} ${i + 1}`}
                    onClick={() => setBreaks(breaks.filter((_, j) => j !== i))}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <FieldError>{errorOf('breaks')}</FieldError>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setBreaks([...breaks, ['12:00', '13:00']])}
          >
            <Plus aria-hidden />
            {m.addBreak}
          </Button>
        </section>
        <div role="alert">
          <FieldError>{errorOf('form')}</FieldError>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="button" loading={put.isPending} onClick={save}>
            {m.save}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
