import type { DevOutboxMessage, OutboxStatus } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const t = messages.notifications.outbox;

const statusTone: Record<OutboxStatus, BadgeTone> = {
  pending: 'warning',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Istanbul' });

/** One card per message: channel, status, recipient, subject, time and the plain text as sent. */
export function DevOutboxList({ items }: { items: DevOutboxMessage[] }) {
  return (
    <ol className="grid gap-4">
      {items.map((m) => (
        <li
          key={m.id}
          className="rounded-2xl border border-stone-200 bg-white p-4 shadow-card sm:p-5"
          data-testid="outbox-message"
        >
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">{t.channels[m.channel]}</Badge>
            <Badge tone={statusTone[m.status]}>{t.statuses[m.status]}</Badge>
            <span className="text-xs text-stone-500">#{m.id}</span>
          </div>
          <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-stone-500">{t.to}</dt>
            <dd className="break-all text-ink">{m.to}</dd>
            {m.subject ? (
              <>
                <dt className="font-medium text-stone-500">{t.subject}</dt>
                <dd className="break-words text-ink">{m.subject}</dd>
              </>
            ) : null}
            <dt className="font-medium text-stone-500">{t.createdAt}</dt>
            <dd className="text-ink">
              <time dateTime={m.created_at}>{dateTime.format(new Date(m.created_at))}</time>
            </dd>
          </dl>
          <pre className="mt-3 max-h-80 overflow-auto rounded-xl bg-stone-50 p-3 text-sm leading-relaxed whitespace-pre-wrap break-words text-stone-800">
            {m.text}
          </pre>
        </li>
      ))}
    </ol>
  );
}
