import { useQuery } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { toast } from 'sonner';
import { messages } from '@randevu/contracts/messages';
import type { AccountSession } from '@randevu/contracts';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { fill, formatVenueInstant } from '@/lib/format';
import { refusalMessageOr } from '@/lib/form-errors';
import { accountSessionsQueryOptions, useRevokeOtherSessions, useRevokeSession } from '../api/account';
import { deviceName } from '../lib/device-name';

const t = messages.account.sessions;

function SessionRow({ session }: { session: AccountSession }) {
  const revoke = useRevokeSession();
  const device = deviceName(session.user_agent);
  const onRevoke = () =>
    revoke.mutate(session.id, {
      onSuccess: () => toast.success(t.revoked),
      onError: (error) => toast.error(refusalMessageOr(error, messages.common.genericError)),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          <span className="break-words">{device}</span>
          {session.current ? <Badge tone="success">{t.current}</Badge> : null}
        </p>
        <p className="text-sm text-stone-600">
          {fill(t.createdAt, { date: formatVenueInstant(session.created_at) })}
          {session.ip_hint ? ` · ${session.ip_hint}` : ''}
        </p>
        {session.last_used_at ? (
          <p className="text-sm text-stone-600">{fill(t.lastUsedAt, { date: formatVenueInstant(session.last_used_at) })}</p>
        ) : null}
      </div>
      {session.current ? null : (
        <Button
          variant="outline-destructive"
          loading={revoke.isPending}
          onClick={onRevoke}
          aria-label={fill(t.revokeNamed, { device })}
        >
          {t.revoke}
        </Button>
      )}
    </li>
  );
}

/** 'Oturumlar': where the account is signed in; one other device or all of them can be signed out. */
export function SessionsCard() {
  const sessions = useQuery(accountSessionsQueryOptions());
  const revokeOthers = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  // This device first, then the others newest first (the server's order).
  const rows = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const onRevokeOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => toast.success(fill(t.revokedOthers, { count: revoked })),
      onError: (error) => toast.error(refusalMessageOr(error, messages.common.genericError)),
    });

  return (
    <SectionCard icon={MonitorSmartphone} title={t.title} hint={t.description}>
      {sessions.isPending ? (
        <Spinner className="mx-auto my-6" />
      ) : sessions.isError ? (
        <LoadFailed
          message={t.loadFailed}
          retryLabel={t.retry}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : (
        <div className="grid gap-3">
          <ul className="divide-y divide-stone-200">
            {rows.map((s) => (
              <SessionRow key={s.id} session={s} />
            ))}
          </ul>
          {others > 0 ? (
            <div>
              <Button variant="outline" loading={revokeOthers.isPending} onClick={onRevokeOthers}>
                <LogOut aria-hidden />
                {t.revokeOthers}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-stone-600">{t.noOthers}</p>
          )}
        </div>
      )}
    </SectionCard>
  );
}
