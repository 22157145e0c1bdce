import type { OwnerExpert } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Badge } from '@/components/ui/badge';

const t = messages.experts;

/** What keeps an active expert from taking a booking (decision 074): no weekly hours, no active sub-service. */
export function expertReadiness(expert: Pick<OwnerExpert, 'working_hours' | 'active_sub_services'>) {
  return {
    noHours: !Object.values(expert.working_hours).some(Boolean),
    noServices: !expert.active_sub_services.some((s) => s.is_active),
  };
}

/** The experts list's flags: "Çalışma saati yok", "Hizmet atanmadı" (an inactive expert is shown as Pasif only). */
export function ExpertReadinessFlags({ expert }: { expert: OwnerExpert }) {
  if (!expert.is_active) return null;
  const { noHours, noServices } = expertReadiness(expert);
  return (
    <>
      {noHours ? <Badge tone="warning">{t.flagNoHours}</Badge> : null}
      {noServices ? <Badge tone="warning">{t.flagNoServices}</Badge> : null}
    </>
  );
}
