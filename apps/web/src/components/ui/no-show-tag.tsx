import { messages } from '@randevu/contracts/messages';
import { fill } from '@/lib/format';
import { Badge } from './badge';

const t = messages.ownerCustomers;

/**
 * The no-show tag (decision 091): "2 kez gelmedi" in the danger tone of the appointment dialog's badge (decision 077),
 * shown where the server says `no_show_tag`; the title (and the accessible name) says it is the last 12 months.
 */
export function NoShowTag({ count, className }: { count: number; className?: string }) {
  const title = fill(t.noShowTagTitle, { count });
  return (
    <Badge tone="danger" title={title} className={className} data-testid="no-show-tag">
      <span aria-hidden>{fill(t.noShowTag, { count })}</span>
      <span className="sr-only">{title}</span>
    </Badge>
  );
}
