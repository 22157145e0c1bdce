import { useState } from 'react';
import { Navigate } from 'react-router';
import { UserPlus } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { AppointmentOutsideHours, OwnerExpert } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useServicesOfCategories } from '@/features/categories/api/get-category-services';
import { useOwnerExperts } from '@/features/experts/api/get-owner-experts';
import { ExpertFormDialog } from '@/features/experts/components/expert-form-dialog';
import { ExpertList, ExpertListSkeleton } from '@/features/experts/components/expert-list';
import { OutsideHoursNotice } from '@/features/experts/components/outside-hours-notice';
import { useVenueCategories } from '@/features/owner-venues/api/get-venue-categories';
import { OwnerVenueHeader } from '@/features/owner-venues/components/owner-venue-header';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';
import { useMySubServices } from '@/features/sub-services/api/get-my-sub-services';
import { LoadFailed } from '@/components/ui/load-failed';

const t = messages.experts;
const title = messages.ownerVenues.panel.experts;

/**
 * venue-experts/{venueId}: the experts list and the expert modal. The page brings what the modal
 * assigns: the catalogue services of the venue's categories and the venue's sub-services.
 */
export default function OwnerVenueExpertsPage() {
  const venue = useOwnerVenue();
  const venueId = venue.notFound ? null : venue.id;
  const experts = useOwnerExperts(venueId);
  const categories = useVenueCategories(venueId);
  const services = useServicesOfCategories((categories.data ?? []).map((c) => c.id));
  const subServices = useMySubServices(venueId);
  const [editing, setEditing] = useState<OwnerExpert | null>(null);
  const [open, setOpen] = useState(false);
  const [outside, setOutside] = useState<{ expertName: string; items: AppointmentOutsideHours[] } | null>(null);
  usePageMeta(venue.name ? `${title} · ${venue.name}` : title, t.listDescription);
  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;

  const openForm = (expert: OwnerExpert | null) => {
    setEditing(expert);
    setOpen(true);
  };
  const addButton = (
    <Button onClick={() => openForm(null)}>
      <UserPlus aria-hidden />
      {t.add}
    </Button>
  );

  return (
    <div className="grid gap-8">
      <OwnerVenueHeader venueId={venue.id} venueName={venue.name} title={title} actions={addButton} />
      {outside ? (
        <OutsideHoursNotice expertName={outside.expertName} appointments={outside.items} onDismiss={() => setOutside(null)} />
      ) : null}
      {experts.isPending ? (
        <ExpertListSkeleton />
      ) : experts.isError ? (
        <LoadFailed
          message={t.loadFailed}
          retryLabel={t.retry}
          retrying={experts.isFetching}
          onRetry={() => void experts.refetch()}
        />
      ) : (
        <ExpertList venueId={venue.id} experts={experts.data} onEdit={openForm} addButton={addButton} />
      )}
      <ExpertFormDialog
        open={open}
        onOpenChange={setOpen}
        venueId={venue.id}
        expert={editing}
        services={services.data}
        servicesLoading={categories.isPending || services.isPending}
        subServices={subServices.data ?? []}
        subServicesLoading={subServices.isPending}
        onSaved={(outcome) =>
          setOutside(
            outcome.appointmentsOutsideHours.length
              ? { expertName: editing?.name ?? '', items: outcome.appointmentsOutsideHours }
              : null,
          )
        }
      />
    </div>
  );
}
