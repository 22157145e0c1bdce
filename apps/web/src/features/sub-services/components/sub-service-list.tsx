import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Clock, Pencil, Plus, Scissors, Trash2 } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { OwnerSubService } from '@randevu/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { fill, formatLira } from '@/lib/format';
import { useDeleteSubService } from '../api/delete-sub-service';

const t = messages.subServices;

/** 'Yeni Hizmet': to the create form. */
export function NewSubServiceButton({ venueId }: { venueId: number }) {
  return (
    <Button asChild>
      <Link to={paths.owner.venueServiceNew(venueId)}>
        <Plus aria-hidden />
        {t.add}
      </Link>
    </Button>
  );
}

export function SubServiceListSkeleton() {
  return (
    <SkeletonList count={3} className="grid gap-3" aria-busy="true" itemClassName="rounded-card border border-stone-200 bg-white p-5">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="mt-3 h-4 w-1/3" />
      <Skeleton className="mt-3 h-4 w-3/4" />
    </SkeletonList>
  );
}

/** The venue's sub-services (spec section 2, venue-services): edit links and delete after a confirmation. */
export function SubServiceList({ venueId, subServices }: { venueId: number; subServices: OwnerSubService[] }) {
  const [pendingRemoval, setPendingRemoval] = useState<OwnerSubService | null>(null);
  const remove = useDeleteSubService();

  if (!subServices.length) {
    return (
      <EmptyState icon={Scissors} title={t.empty} description={t.emptyHint} action={<NewSubServiceButton venueId={venueId} />} />
    );
  }

  const confirmRemoval = () => {
    if (!pendingRemoval) return;
    remove.mutate(pendingRemoval.id, {
      onSuccess: () => {
        toast.success(t.deleted);
        setPendingRemoval(null);
      },
      onError: (error) => {
        // A 409 names how many upcoming appointments still use it; that text is worth more than the generic one.
        toast.error(error instanceof ApiError && error.status === 409 ? error.message : t.removeFailed);
        setPendingRemoval(null);
      },
    });
  };

  return (
    <>
      <ul className="grid gap-3">
        {subServices.map((sub) => (
          <li key={sub.id} className="rounded-card border border-stone-200 bg-white p-5 shadow-card">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="grid min-w-0 gap-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-base font-semibold break-words text-ink">{sub.name}</h2>
                  <Badge tone={sub.is_active ? 'success' : 'neutral'}>{sub.is_active ? t.active : t.passive}</Badge>
                </div>
                <p className="text-sm font-medium text-brand-800">{sub.service.name}</p>
                {sub.description ? <p className="text-sm break-words text-stone-600">{sub.description}</p> : null}
                <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
                  <span className="font-semibold text-ink">{formatLira(sub.price)}</span>
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5 text-stone-500" aria-hidden />
                    {fill(t.minutes, { count: sub.duration_minutes })}
                  </span>
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to={paths.owner.venueServiceEdit(venueId, sub.id)} aria-label={fill(t.editLabel, { name: sub.name })}>
                    <Pencil aria-hidden />
                    {t.edit}
                  </Link>
                </Button>
                <Button
                  variant="outline-destructive"
                  size="sm"
                  aria-label={fill(t.removeLabel, { name: sub.name })}
                  onClick={() => setPendingRemoval(sub)}
                >
                  <Trash2 aria-hidden />
                  {t.remove}
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={pendingRemoval !== null}
        onClose={() => setPendingRemoval(null)}
        onConfirm={confirmRemoval}
        pending={remove.isPending}
        title={t.removeConfirmTitle}
        description={fill(t.removeConfirmText, { name: pendingRemoval?.name ?? '' })}
        cancelLabel={t.keep}
        confirmLabel={t.removeConfirm}
      />
    </>
  );
}
