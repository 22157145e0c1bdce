import { messages } from '@randevu/contracts/messages';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { MyAppointments } from '@/features/my-appointments/components/my-appointments';

const t = messages.myAppointments;

/** /dashboard/user/appointments: 'Randevularım'. */
export default function MyAppointmentsPage() {
  usePageMeta(t.appointmentsTab, t.listDescription);
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle title={t.appointmentsTab} description={t.listDescription} />
      <MyAppointments />
    </div>
  );
}
