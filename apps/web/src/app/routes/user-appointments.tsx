import { messages } from '@randevu/contracts/messages';
import type { MyAppointment } from '@randevu/contracts';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { useProfile } from '@/features/auth/api/get-profile';
import { EmailVerificationCard } from '@/features/email-verification/components/email-verification-card';
import { RescheduleDialog } from '@/features/appointments/components/reschedule-dialog';
import { useRescheduleMyAppointment } from '@/features/my-appointments/api/reschedule-my-appointment';
import { useReviewMyAppointment } from '@/features/my-appointments/api/review-my-appointment';
import { MyAppointments } from '@/features/my-appointments/components/my-appointments';
import { AppointmentReview } from '@/features/reviews/components/appointment-review';
import { ReviewDialog } from '@/features/reviews/components/review-dialog';

const t = messages.myAppointments;

interface UserRescheduleProps {
  appointment: MyAppointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The booking feature's reschedule dialog driving the user's request. */
function UserReschedule({ appointment, ...props }: UserRescheduleProps) {
  const mutation = useRescheduleMyAppointment();
  return (
    <RescheduleDialog
      appointment={appointment}
      reschedule={{
        mutateAsync: (body) => mutation.mutateAsync({ id: appointment.id, expertId: appointment.expert_id, ...body }),
        isPending: mutation.isPending,
      }}
      {...props}
    />
  );
}

/** The review feature's dialog driving the user's review of a past visit. */
function UserReview({ appointment, ...props }: UserRescheduleProps) {
  const submit = useReviewMyAppointment(appointment);
  return <ReviewDialog review={appointment.review} submit={submit} {...props} />;
}

/** /dashboard/user/appointments: 'Randevularım', with 'E-postanızı doğrulayın' until the address is verified (decision 038). */
export default function MyAppointmentsPage() {
  usePageMeta(t.appointmentsTab, t.listDescription);
  // The layout reads the profile already: this is the same cached query.
  const profile = useProfile();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle title={t.appointmentsTab} description={t.listDescription} />
      {profile.data && !profile.data.email_verified ? <EmailVerificationCard email={profile.data.email} /> : null}
      <MyAppointments
        reschedule={(p) => <UserReschedule {...p} />}
        review={(p) => <UserReview {...p} />}
        reviewSummary={AppointmentReview}
      />
    </div>
  );
}
