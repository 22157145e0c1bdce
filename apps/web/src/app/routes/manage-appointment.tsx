import { useParams } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { ManageAppointmentView } from '@/features/manage/components/manage-appointment';

const t = messages.manage.page;

/** /randevu/{token}: the customer's manage link (issue 25, decision 037), no sign-in needed. */
export default function ManageAppointmentPage() {
  const { token = '' } = useParams();
  usePageMeta(t.metaTitle, t.metaDescription);
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={t.title} />
      <ManageAppointmentView token={token} />
    </div>
  );
}
