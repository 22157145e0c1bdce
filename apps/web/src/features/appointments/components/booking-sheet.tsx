import { messages } from '@randevu/contracts/messages';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import type { BookingSheetProps } from '@/lib/booking-sheet';
import { useReturnFocus } from '@/lib/use-return-focus';
import { BookingForm } from './booking-form';

const b = messages.appointments;

/**
 * The booking sheet (docs/product-public.md#booking): expert, sub-service, a Monday-first
 * week strip, the day's free times and, for guests, contact details. Radix keeps focus inside and
 * returns it to 'Devam Et' on close; the form remounts on every opening, so each visit starts fresh.
 */
export function BookingSheet(props: BookingSheetProps) {
  const { open, onOpenChange, venue, serviceName } = props;
  const returnFocus = useReturnFocus();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        className="gap-5 p-4 pt-6 pb-0 sm:max-w-3xl sm:p-6 sm:pb-0"
        // This sheet is opened by the page's own button, not a Radix trigger.
        {...returnFocus}
      >
        <SheetHeader>
          <SheetTitle>{b.title}</SheetTitle>
          <SheetDescription>
            {venue.name} · {serviceName}
          </SheetDescription>
        </SheetHeader>
        <BookingForm {...props} />
      </SheetContent>
    </Sheet>
  );
}
