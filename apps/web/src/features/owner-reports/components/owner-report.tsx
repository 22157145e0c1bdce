import { useSearchParams } from 'react-router';
import { BarChart3, Download } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { fill } from '@/lib/format';
import { ApiError } from '@/lib/api-client';
import { venueNowLocal } from '@randevu/contracts/messages';
import { reportCsvUrl, useOwnerReport, type ReportExpert } from '../api/get-owner-report';
import { formatReportDate } from '../lib/format-report';
import { periodParams, presetRange, readPeriod, type PeriodKey } from '../lib/period';
import { CustomersBreakdown, ExpertsBreakdown, SubServicesBreakdown } from './breakdowns';
import { DailyChart } from './daily-chart';
import { HoursGrid } from './hours-grid';
import { PeriodPicker } from './period-picker';
import { ReportTiles } from './report-tiles';
import { LoadFailed } from '@/components/ui/load-failed';

const t = messages.ownerReports.page;

/**
 * The reports of one venue: the period picker (kept in the URL), the totals, the daily series, the busiest
 * hours, experts, sub-services, new and returning customers, and 'CSV indir' (the same figures and the appointments).
 */
export function OwnerReport({ venueId }: { venueId: number }) {
  const [params, setParams] = useSearchParams();
  const today = venueNowLocal().slice(0, 10);
  const period = readPeriod(params, today);
  const report = useOwnerReport(venueId, period.from, period.to);

  const choose = (key: PeriodKey, range?: { from: string; to: string }) => {
    const next =
      key === 'custom' ? { key, ...(range ?? { from: period.from, to: period.to }) } : { key, ...presetRange(key, today) };
    setParams(periodParams(next), { replace: false });
  };

  const data = report.data;
  const empty = data && data.totals.appointments === 0;
  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PeriodPicker period={period} onChange={choose} />
        {/* Not offered for a range the API refused: the file would be its error. */}
        {report.isError ? null : (
          <a
            href={reportCsvUrl(venueId, period.from, period.to)}
            download={`rapor-${venueId}-${period.from}-${period.to}.csv`}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden />
            {t.downloadCsv}
          </a>
        )}
      </div>
      <p className="text-sm font-medium text-stone-700" aria-live="polite">
        {fill(t.periodRange, { from: formatReportDate(period.from), to: formatReportDate(period.to) })}
      </p>

      {report.isError ? (
        <LoadFailed
          message={report.error instanceof ApiError ? report.error.message : t.loadFailed}
          retryLabel={t.retry}
          retrying={report.isFetching}
          // The API's refusal of the range (400) is not helped by trying again.
          onRetry={report.error instanceof ApiError && report.error.status === 400 ? undefined : () => void report.refetch()}
        />
      ) : !data ? (
        <Spinner className="mx-auto my-10" />
      ) : (
        <div className="grid gap-6" aria-busy={report.isPlaceholderData}>
          <ReportTiles totals={data.totals} />
          {empty ? (
            <EmptyState icon={BarChart3} title={t.empty} description={t.emptyHint} />
          ) : (
            <>
              <DailyChart days={data.by_day} />
              <HoursGrid cells={data.busiest_hours} />
              <div className="grid gap-6 xl:grid-cols-2">
                <ExpertsBreakdown experts={data.by_expert as ReportExpert[]} />
                <SubServicesBreakdown subServices={data.by_sub_service} />
              </div>
              <CustomersBreakdown customers={data.customers} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
