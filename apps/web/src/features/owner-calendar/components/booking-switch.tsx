import { useId } from 'react';
import { Switch } from '@/components/ui/switch';

export interface BookingSwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One on/off choice of the booking dialog ("Şu an koltukta", "Müşteriye SMS gönder"): its label, a hint, the switch. */
export function BookingSwitch({ label, hint, checked, onChange }: BookingSwitchProps) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-stone-200 px-3 py-2">
      <span className="grid min-w-0 gap-0.5">
        <span id={`${id}-label`} className="text-sm font-medium text-ink">
          {label}
        </span>
        {hint ? (
          <span id={`${id}-hint`} className="text-xs text-stone-600">
            {hint}
          </span>
        ) : null}
      </span>
      <Switch
        checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onClick={() => onChange(!checked)}
      />
    </div>
  );
}
