import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronRight, Contact, Search } from 'lucide-react';
import { customerDisplayName, OWNER_CUSTOMERS_SEARCH_MAX } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { fill, formatAppointmentDate, formatLira } from '@/lib/format';
import { refusalMessageOr } from '@/lib/form-errors';
import { useOwnerCustomers, type OwnerCustomersFilters } from '../api/get-owner-customers';
import { CustomerListFilters } from './customer-list-filters';
import { NoShowTag } from '@/components/ui/no-show-tag';
import { useDebounced } from '@/lib/use-debounced';
import { CUSTOMER_SEARCH_DEBOUNCE_MS } from '../lib/search';
import { LoadFailed } from '@/components/ui/load-failed';
import { formatPhone } from '@/lib/format-phone';

const t = messages.ownerCustomers.page;
const FILTER_KEYS = ['no_show', 'inactive_weeks', 'sort'] as const;

/**
 * The venue's customers: a search by name, phone or e-mail (sent 300 ms after the last key), the filters and order of
 * decision 091, one row per person with their no-show tag, visits, spending and last visit, pages of 20. The search,
 * filters, order and page live in the address (`?q=&no_show=&inactive_weeks=&sort=&page=`), so going back from a card
 * finds the same list.
 */
export function CustomerList({ venueId }: { venueId: number }) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: OwnerCustomersFilters = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])),
  );
  const [typed, setTyped] = useState(q);
  const settled = useDebounced(typed.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const searchId = useId();

  // The search, the filters and the order live in the address; a change of any of them is page 1 again.
  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    if (settled === q) return;
    setParams({ ...JSON.parse(filtersKey), ...(settled ? { q: settled } : {}) }, { replace: true });
  }, [settled, q, setParams, filtersKey]);

  const query = useOwnerCustomers(venueId, q, page, filters);
  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), ...filters, page: String(next) });
  const filterBy = (key: keyof OwnerCustomersFilters, value: string) => {
    const { [key]: _dropped, ...rest } = filters;
    setParams({ ...(q ? { q } : {}), ...rest, ...(value && !(key === 'sort' && value === 'recent') ? { [key]: value } : {}) });
  };
  const filtered = Boolean(q || filters.no_show || filters.inactive_weeks);

  let body;
  if (query.isPending) body = <Spinner className="mx-auto my-10" />;
  else if (query.isError)
    body = (
      <LoadFailed
        message={refusalMessageOr(query.error, t.loadFailed)}
        retryLabel={t.retry}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.data.length === 0)
    body = filtered ? (
      <EmptyState icon={Search} title={t.noMatch} />
    ) : (
      <EmptyState icon={Contact} title={t.empty} description={t.emptyHint} />
    );
  else {
    const { data, meta } = query.data;
    const pages = Math.max(1, Math.ceil(meta.total / meta.limit));
    body = (
      <>
        <p className="text-sm text-stone-600" aria-live="polite">
          {fill(t.count, { count: meta.total })}
        </p>
        <ul aria-label={t.listLabel} className="grid gap-2">
          {data.map((c) => (
            <li key={c.id}>
              <Link
                to={paths.owner.venueCustomer(venueId, c.id)}
                className="flex min-h-14 items-center gap-3 rounded-card border border-stone-200 bg-white px-4 py-3 shadow-card transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4">
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-ink">{customerDisplayName(c)}</span>
                    <span className="block truncate text-sm text-stone-600">
                      {c.phone ? formatPhone(c.phone) : (c.email ?? messages.ownerCalendar.noContact)}
                    </span>
                  </span>
                  <span className="grid min-w-0 justify-items-start gap-0.5 text-sm text-stone-600 sm:justify-items-end sm:text-right">
                    <span className="flex flex-wrap items-center gap-2 sm:justify-end">
                      {c.no_show_tag ? <NoShowTag count={c.no_shows_12m} /> : null}
                      <span className="font-medium text-ink">{fill(t.visits, { count: c.visits })}</span>
                      <span>{fill(t.totalSpent, { amount: formatLira(c.total_spent) })}</span>
                    </span>
                    <span className="block">
                      {c.last_visit ? fill(t.lastVisit, { date: formatAppointmentDate(c.last_visit) }) : t.noVisit}
                    </span>
                  </span>
                </span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-stone-400" />
              </Link>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav className="flex items-center justify-between gap-3" aria-label={fill(t.pageOf, { page, pages })}>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {t.previous}
            </Button>
            <span className="text-sm text-stone-600">{fill(t.pageOf, { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              {t.next}
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>{t.searchLabel}</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400" />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            autoComplete="off"
            maxLength={OWNER_CUSTOMERS_SEARCH_MAX}
            placeholder={t.searchPlaceholder}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      </div>
      <CustomerListFilters value={filters} onChange={filterBy} />
      {body}
    </div>
  );
}
