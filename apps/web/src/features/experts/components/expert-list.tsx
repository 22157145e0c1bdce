import type { ReactNode } from 'react';
import { Mail, Phone, Users } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { OwnerExpert } from '@randevu/contracts';
import { RemoveConfirmDialog } from '@/components/remove-confirm-dialog';
import { EditButton, RemoveButton } from '@/components/row-actions';
import { Badge, BadgeList } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { IconDetail } from '@/components/ui/icon-detail';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { CardSkeletonList, Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { fill } from '@/lib/format';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal';
import { useDeleteExpert } from '../api/delete-expert';
import { formatPhone, phoneHref } from '@/lib/format-phone';
import { ExpertReadinessFlags } from './expert-readiness-flags';

const t = messages.experts;
const detailIcon = 'size-4 text-stone-500';

export function ExpertListSkeleton() {
  return (
    <CardSkeletonList count={4} className="grid gap-3 md:grid-cols-2" itemClassName="flex gap-4">
      <Skeleton className="size-16 rounded-full" />
      <SkeletonLines className="grid flex-1 gap-2" lines={['h-5 w-1/2', 'h-4 w-1/3', 'h-4 w-2/3']} />
    </CardSkeletonList>
  );
}

/** Free-text experience: a bare number reads as '5 yıl deneyim', anything else as written. */
const experienceText = (value: string) =>
  /^\d{1,2}\+?$/.test(value.trim()) ? fill(t.experienceYears, { years: value.trim() }) : value;

export function ExpertAvatar({ expert }: { expert: OwnerExpert }) {
  return expert.photo_url ? (
    <img
      src={expert.photo_url}
      alt={fill(t.photoAlt, { name: expert.name })}
      className="size-16 shrink-0 rounded-full object-cover ring-1 ring-stone-200"
      loading="lazy"
    />
  ) : (
    <InitialsAvatar name={expert.name} className="size-16 shrink-0 rounded-full bg-brand-50 text-lg font-semibold" />
  );
}

export interface ExpertListProps {
  /** The venue whose page shows the experts (a removal refreshes it). */
  venueId: number;
  experts: OwnerExpert[];
  onEdit: (expert: OwnerExpert) => void;
  /** The empty state's call to action. */
  addButton: ReactNode;
}

/** The venue's experts (docs/product-owner.md#experts): edit opens the modal, delete asks first. */
export function ExpertList({ venueId, experts, onEdit, addButton }: ExpertListProps) {
  // A 409 says how many upcoming appointments the expert still has.
  const removal = useConfirmedRemoval<OwnerExpert, unknown>(useDeleteExpert(venueId), {
    deleted: t.deleted,
    failed: t.deleteFailed,
  });

  if (!experts.length) return <EmptyState icon={Users} title={t.empty} description={t.emptyHint} action={addButton} />;

  return (
    <>
      <ul className="grid gap-3 md:grid-cols-2">
        {experts.map((expert) => (
          <li key={expert.id} className="flex flex-col gap-4 rounded-card border border-stone-200 bg-white p-5 shadow-card">
            <div className="flex gap-4">
              <ExpertAvatar expert={expert} />
              <div className="grid min-w-0 flex-1 content-start gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-base font-semibold break-words text-ink">{expert.name}</h2>
                  <Badge tone={expert.is_active ? 'success' : 'neutral'}>{expert.is_active ? t.active : t.passive}</Badge>
                  <ExpertReadinessFlags expert={expert} />
                </div>
                {expert.specialization ? <p className="text-sm font-medium text-brand-800">{expert.specialization}</p> : null}
                {expert.experience_years ? (
                  <p className="text-sm text-stone-600">{experienceText(expert.experience_years)}</p>
                ) : null}
                {expert.specialties.length ? <BadgeList className="mt-1" labels={expert.specialties} /> : null}
              </div>
            </div>
            {expert.phone || expert.email ? (
              <dl className="grid gap-1 text-sm text-stone-700">
                {expert.phone ? (
                  <IconDetail icon={Phone} label={t.phoneLabel} className="flex items-center gap-2" iconClassName={detailIcon}>
                    <a href={phoneHref(expert.phone)} className="hover:text-brand-800 hover:underline">
                      {formatPhone(expert.phone)}
                    </a>
                  </IconDetail>
                ) : null}
                {expert.email ? (
                  <IconDetail
                    icon={Mail}
                    label={t.emailLabel}
                    className="flex min-w-0 items-center gap-2"
                    iconClassName={detailIcon}
                    detailClassName="min-w-0 truncate"
                  >
                    <a href={`mailto:${expert.email}`} className="hover:text-brand-800 hover:underline">
                      {expert.email}
                    </a>
                  </IconDetail>
                ) : null}
              </dl>
            ) : null}
            <div className="mt-auto flex gap-2 border-t border-stone-100 pt-4">
              <EditButton label={t.edit} aria-label={fill(t.editLabel, { name: expert.name })} onClick={() => onEdit(expert)} />
              <RemoveButton
                label={t.remove}
                aria-label={fill(t.removeLabel, { name: expert.name })}
                onClick={() => removal.ask(expert)}
              />
            </div>
          </li>
        ))}
      </ul>

      <RemoveConfirmDialog removal={removal} texts={t} />
    </>
  );
}
