import { toast } from 'sonner';
import type { TimeOff } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useDeleteExpertTimeOff } from '@/lib/delete-expert-time-off';
import { formatLocalRange } from '@/lib/format-rules';
import { refusalMessageOr } from '@/lib/form-errors';

const t = messages.ownerCalendar.page;

export interface TimeOffDialogProps {
  venueId: number;
  timeOff: TimeOff;
  expertName: string;
  onClose: () => void;
}

/** A shaded "Kapalı" block opened from the calendar: its expert, hours and reason, and 'Kaldır'. */
export function TimeOffDialog({ venueId, timeOff, expertName, onClose }: TimeOffDialogProps) {
  const remove = useDeleteExpertTimeOff(venueId);
  const onRemove = () =>
    remove.mutate(
      { expertId: timeOff.expert_id, timeOffId: timeOff.id },
      {
        onSuccess: () => {
          toast.success(t.timeOffRemoved);
          onClose();
        },
        onError: (error) => toast.error(refusalMessageOr(error, t.removeFailed)),
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t.timeOffTitle}</DialogTitle>
          <DialogDescription>{formatLocalRange(timeOff.starts_at, timeOff.ends_at)}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-stone-600">{t.expert}</dt>
          <dd className="text-ink">{expertName}</dd>
          {timeOff.reason ? (
            <>
              <dt className="font-medium text-stone-600">{t.reason}</dt>
              <dd className="text-ink">{timeOff.reason}</dd>
            </>
          ) : null}
        </dl>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="button" variant="destructive" loading={remove.isPending} onClick={onRemove}>
            {t.removeTimeOff}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
