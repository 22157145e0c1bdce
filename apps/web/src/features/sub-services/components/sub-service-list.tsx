import { Link } from 'react-router';
import { Clock, Plus, Scissors } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { OwnerSubService } from '@randevu/contracts';
import { RemoveConfirmDialog } from '@/components/remove-confirm-dialog';
import { EditButton, RemoveButton } from '@/components/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CardSkeletonList, Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { fill, formatLira } from '@/lib/format';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal';
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
    <CardSkeletonList count={3} className="grid gap-3">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="mt-3 h-4 w-1/3" />
      <Skeleton className="mt-3 h-4 w-3/4" />
    </CardSkeletonList>
  );
}

/** The venue's sub-services (docs/product-owner.md#sub-services): edit links and delete after a confirmation. */
export function SubServiceList({ venueId, subServices }: { venueId: number; subServices: OwnerSubService[] }) {
  // A 409 names how many upcoming appointments still use it; that text is worth more than the generic one.
  const removal = useConfirmedRemoval<OwnerSubService, unknown>(useDeleteSubService(venueId), {
    deleted: t.deleted,
    failed: t.removeFailed,
  });

  if (!subServices.length) {
    return (
      <EmptyState icon={Scissors} title={t.empty} description={t.emptyHint} action={<NewSubServiceButton venueId={venueId} />} />
    );
  }

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
                <EditButton
                  label={t.edit}
                  aria-label={fill(t.editLabel, { name: sub.name })}
                  to={paths.owner.venueServiceEdit(venueId, sub.id)}
                />
                <RemoveButton
                  label={t.remove}
                  aria-label={fill(t.removeLabel, { name: sub.name })}
                  onClick={() => removal.ask(sub)}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>

      <RemoveConfirmDialog removal={removal} texts={t} />
    </>
  );
}
