import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ChevronLeft } from 'lucide-react';
import { idParam, messages } from '@randevu/contracts';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorStatus } from '@/lib/form-errors';
import { useCategoryServices } from '@/features/categories/api/get-category-services';
import { useVenueCategories } from '@/features/owner-venues/api/get-venue-categories';
import { useOwnerVenue } from '@/features/owner-venues/hooks/use-owner-venue';
import { useSubService } from '@/features/sub-services/api/get-sub-service';
import { SubServiceCreateForm } from '@/features/sub-services/components/sub-service-create-form';
import { SubServiceEditForm } from '@/features/sub-services/components/sub-service-edit-form';
import { LoadFailed } from '@/components/ui/load-failed';

const t = messages.subServices;

const backLinkClass =
  'inline-flex w-fit items-center gap-1 rounded-md text-sm font-medium text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function FormSkeleton() {
  return (
    <div className="grid gap-5 rounded-card border border-stone-200 bg-white p-6" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11" />
        </div>
      ))}
    </div>
  );
}

/** venue-services/{venueId}/new and …/edit/{subServiceId}: one page, two forms (docs/product-owner.md#sub-services). */
export default function OwnerVenueServiceFormPage() {
  const venue = useOwnerVenue();
  const navigate = useNavigate();
  const { subServiceId } = useParams();
  const isEdit = subServiceId !== undefined;
  const parsedId = idParam.safeParse(subServiceId);
  const editId = isEdit && parsedId.success ? parsedId.data : null;
  const venueId = venue.notFound ? null : venue.id;

  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useVenueCategories(isEdit ? null : venueId);
  const services = useCategoryServices(categoryId);
  const subService = useSubService(editId);

  const title = isEdit ? t.editTitle : t.newTitle;
  usePageMeta(venue.name ? `${title} · ${venue.name}` : title, isEdit ? t.editDescription : t.newDescription);

  // docs/product-owner.md#sub-services: an unknown sub-service (or one of another venue) says so and returns to the list.
  const missing =
    isEdit &&
    (editId === null ||
      errorStatus(subService.error) === 404 ||
      (subService.isSuccess && venueId !== null && subService.data.venue_id !== venueId));
  useEffect(() => {
    if (!missing || venueId === null) return;
    toast.error(t.notFound, { id: t.notFound });
    navigate(paths.owner.venueServices(venueId), { replace: true });
  }, [missing, venueId, navigate]);

  if (venue.notFound || venue.id === null) return <Navigate to={paths.owner.root} replace />;

  let body;
  if (isEdit) {
    if (subService.isSuccess && !missing) body = <SubServiceEditForm venueId={venue.id} subService={subService.data} />;
    else if (subService.isError && !missing)
      body = (
        <LoadFailed
          message={t.loadFailed}
          retryLabel={t.retry}
          retrying={subService.isFetching}
          onRetry={() => void subService.refetch()}
        />
      );
    else body = <FormSkeleton />;
  } else {
    body = (
      <SubServiceCreateForm
        venueId={venue.id}
        categories={{ items: categories.data ?? [], loading: categories.isPending }}
        services={{ items: services.data ?? [], loading: categoryId !== null && services.isPending }}
        onCategoryChange={setCategoryId}
      />
    );
  }

  return (
    <div className="grid max-w-3xl gap-8">
      <div className="grid gap-3">
        <Link to={paths.owner.venueServices(venue.id)} className={backLinkClass}>
          <ChevronLeft className="size-4" aria-hidden />
          {t.backToList}
        </Link>
        <PageTitle title={title} description={venue.name ?? messages.common.loading} />
      </div>
      {body}
    </div>
  );
}
