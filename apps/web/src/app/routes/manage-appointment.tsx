import { useParams } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import type { ManageAppointment } from '@randevu/contracts';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { RescheduleDialog } from '@/features/appointments/components/reschedule-dialog';
import { useRescheduleByLink, useReviewByLink } from '@/features/manage/api/manage-appointment';
import { AppointmentReview } from '@/features/reviews/components/appointment-review';
import { ReviewDialog } from '@/features/reviews/components/review-dialog';
import { ManageAppointmentView } from '@/features/manage/components/manage-appointment';

const t = messages.manage.page;

interface LinkRescheduleProps {
  token: string;
  appointment: ManageAppointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The booking feature's reschedule dialog driving this link's request. */
function LinkReschedule({ token, appointment, ...props }: LinkRescheduleProps) {
  const reschedule = useRescheduleByLink(token, appointment.expert_id);
  return <RescheduleDialog appointment={appointment} reschedule={reschedule} {...props} />;
}

/** The review feature's dialog driving this link's review. */
function LinkReview({ token, appointment, ...props }: LinkRescheduleProps) {
  const submit = useReviewByLink(token, appointment);
  return <ReviewDialog review={appointment.review} submit={submit} {...props} />;
}

/** /randevu/{token}: the customer's manage link (decision 037), no sign-in needed. */
export default function ManageAppointmentPage() {
  const { token = '' } = useParams();
  usePageMeta(t.metaTitle, t.metaDescription);
  return (
    // A customer's own page: the footer drops its owner call to action (decision 073).
    <div data-customer-page className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={t.title} />
      <ManageAppointmentView
        token={token}
        reschedule={(p) => <LinkReschedule token={token} {...p} />}
        review={(p) => <LinkReview token={token} {...p} />}
        reviewSummary={AppointmentReview}
      />
    </div>
  );
}
