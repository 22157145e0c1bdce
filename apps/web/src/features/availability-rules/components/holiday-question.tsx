import { useId, useState } from 'react';
import { toast } from 'sonner';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useAnswerHolidays } from '../api/answer-holidays';

const t = messages.availabilityRules.page.question;
const page = messages.availabilityRules.page;

function QuestionRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3 rounded-xl border border-stone-200 px-3.5 py-3">
      <div className="grid min-w-0 gap-0.5">
        <span id={`${id}-label`} className="text-sm font-semibold text-ink">
          {label}
        </span>
        <span id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span id={`${id}-open`} className="text-sm font-medium text-ink">
          {page.open}
        </span>
        <Switch
          checked={checked}
          aria-labelledby={`${id}-label ${id}-open`}
          aria-describedby={`${id}-hint`}
          onClick={() => onChange(!checked)}
        />
      </div>
    </div>
  );
}

/**
 * The holiday question (decision 075), asked once on the go-live checklist: does the venue open on bayram and official
 * holidays, and on eves after 13:00? A beauty venue's eves start open (the busiest days of its year).
 */
export function HolidayQuestion({ venueId, beauty }: { venueId: number; beauty: boolean }) {
  const [holidaysOpen, setHolidaysOpen] = useState(false);
  const [evesOpen, setEvesOpen] = useState(beauty);
  const answer = useAnswerHolidays(venueId);
  const save = () =>
    answer.mutate(
      { holidays_open: holidaysOpen, eves_open: evesOpen },
      { onSuccess: () => toast.success(t.saved), onError: () => toast.error(t.failed) },
    );
  return (
    <section aria-labelledby={`holiday-question-${venueId}`} className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 id={`holiday-question-${venueId}`} className="text-base font-semibold text-ink">
          {t.title}
        </h3>
        <p className="text-sm text-stone-600">{t.hint}</p>
      </div>
      <QuestionRow label={t.holidays} hint={t.holidaysHint} checked={holidaysOpen} onChange={setHolidaysOpen} />
      <QuestionRow
        label={t.eves}
        hint={beauty ? `${t.evesHint} ${t.evesBeautyHint}` : t.evesHint}
        checked={evesOpen}
        onChange={setEvesOpen}
      />
      <Button type="button" variant="outline" className="w-fit" loading={answer.isPending} onClick={save}>
        {t.save}
      </Button>
    </section>
  );
}
