import { Ban, CalendarPlus, Plus, UserRoundPlus } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { buttonClasses } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cx } from '@/lib/cx';

const t = messages.ownerCalendar.page;

export type NewChoice = 'appointment' | 'walkIn' | 'break';

export interface NewMenuProps {
  onChoose: (choice: NewChoice) => void;
  /** A round button floating above the page's bottom right corner (a phone), or 'Yeni' in the toolbar. */
  floating?: boolean;
}

/** The calendar's one '+' (decision 076): 'Randevu', 'Kapıdan müşteri' (now, a free expert) or 'Mola'. */
export function NewMenu({ onChoose, floating = false }: NewMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t.newMenuLabel}
        className={
          floating
            ? cx(
                'fixed right-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-40 inline-flex size-14 items-center justify-center rounded-full',
                'bg-brand-700 text-white shadow-lg hover:bg-brand-800 active:bg-brand-900',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              )
            : buttonClasses()
        }
      >
        <Plus aria-hidden className={floating ? 'size-7' : undefined} />
        {floating ? null : t.newMenu}
      </DropdownMenuTrigger>
      <DropdownMenuContent side={floating ? 'top' : 'bottom'}>
        <DropdownMenuItem onSelect={() => onChoose('appointment')}>
          <CalendarPlus aria-hidden />
          {t.newAppointment}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose('walkIn')}>
          <UserRoundPlus aria-hidden />
          {t.newWalkIn}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose('break')}>
          <Ban aria-hidden />
          {t.newBreak}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
