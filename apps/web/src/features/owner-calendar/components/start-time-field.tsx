import { useState } from 'react';
import { messages } from '@randevu/contracts/messages';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TimeInput } from '@/components/ui/time-input';
import { useStartTimes, type StartTimesParams } from '../api/get-owner-calendar';

const t = messages.ownerCalendar.page;
const OTHER = 'other';

export interface StartTimeFieldProps {
  params: StartTimesParams | null;
  value: string;
  onChange: (time: string) => void;
  error?: string;
  /** A time to offer besides the valid starts (a moved appointment's current start). */
  keep?: string;
}

/**
 * The start: the customer's valid starts of the day (as the booking sheet offers them), or 'Başka bir saat…' and a
 * free time, which the server may answer with the outside-hours warning.
 */
export function StartTimeField({ params, value, onChange, error, keep }: StartTimeFieldProps) {
  const times = useStartTimes(params);
  const valid = times.data ?? [];
  const offered = keep && !valid.includes(keep) ? [...valid, keep].sort() : valid;
  const [other, setOther] = useState(false);
  const free = other || (value !== '' && times.isSuccess && !offered.includes(value));
  const hint = times.isFetching && !times.data ? t.timesLoading : times.isSuccess && valid.length === 0 ? t.noTimes : undefined;
  return (
    <>
      <Field label={t.time} error={free ? undefined : error} hint={hint} required>
        <Select
          value={free ? OTHER : value}
          onChange={(e) => {
            const next = e.target.value;
            setOther(next === OTHER);
            onChange(next === OTHER ? value : next);
          }}
          placeholder={t.chooseTime}
        >
          {offered.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
          <option value={OTHER}>{t.otherTime}</option>
        </Select>
      </Field>
      {free ? (
        <Field label={t.otherTimeLabel} error={error} required>
          <TimeInput step={300} value={value} onChange={onChange} />
        </Field>
      ) : null}
    </>
  );
}
