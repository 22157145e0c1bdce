import type { CustomerImportResult } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { formatPhone } from '@/lib/format-phone';
import { fill } from '@/lib/format';

const t = messages.customerImport.page;
/** The skipped rows listed at most (the counts say how many there are). */
const SKIPPED_SHOWN = 100;

const cell = 'px-3 py-2 text-left align-top';
const head = `${cell} font-medium text-stone-600`;

/**
 * The dry run's answer: what the file would do, the first rows it takes (new card or merged into one) and the rows it
 * skips with their reasons. Each table scrolls inside its own box, so the page never scrolls sideways on a phone.
 */
export function CustomerImportPreview({ result }: { result: CustomerImportResult }) {
  const skipped = result.skip.slice(0, SKIPPED_SHOWN);
  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm font-medium text-ink" role="status">
        {fill(result.dry_run ? t.summary : t.done, { create: result.create, merge: result.merge, skip: result.skip.length })}
      </p>
      {result.preview.length ? (
        <div className="grid min-w-0 gap-2">
          <h3 className="text-sm font-semibold text-ink">{t.previewTitle}</h3>
          <div
            className="max-h-64 overflow-auto rounded-xl border border-stone-200"
            tabIndex={0}
            role="region"
            aria-label={t.previewTitle}
          >
            <table className="w-full min-w-[32rem] text-sm">
              <caption className="sr-only">{fill(t.previewCaption, { count: result.preview.length })}</caption>
              <thead className="bg-stone-50">
                <tr>
                  <th scope="col" className={head}>
                    {t.rowColumn}
                  </th>
                  <th scope="col" className={head}>
                    {t.actionColumn}
                  </th>
                  <th scope="col" className={head}>
                    {messages.customerImport.columns.firstName}
                  </th>
                  <th scope="col" className={head}>
                    {messages.customerImport.columns.lastName}
                  </th>
                  <th scope="col" className={head}>
                    {messages.customerImport.columns.phone}
                  </th>
                  <th scope="col" className={head}>
                    {messages.customerImport.columns.email}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {result.preview.map((p) => (
                  <tr key={p.row}>
                    <td className={cell}>{p.row}</td>
                    <td className={cell}>{p.action === 'create' ? t.actionCreate : t.actionMerge}</td>
                    <td className={cell}>{p.first_name}</td>
                    <td className={cell}>{p.last_name}</td>
                    <td className={`${cell} whitespace-nowrap`}>{p.phone ? formatPhone(p.phone) : ''}</td>
                    <td className={cell}>{p.email ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      <div className="grid min-w-0 gap-2">
        <h3 className="text-sm font-semibold text-ink">{t.skippedTitle}</h3>
        {skipped.length ? (
          <div
            className="max-h-48 overflow-auto rounded-xl border border-stone-200"
            tabIndex={0}
            role="region"
            aria-label={t.skippedCaption}
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{t.skippedCaption}</caption>
              <thead className="bg-stone-50">
                <tr>
                  <th scope="col" className={head}>
                    {t.rowColumn}
                  </th>
                  <th scope="col" className={head}>
                    {t.reasonColumn}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {skipped.map((s) => (
                  <tr key={s.row}>
                    <td className={cell}>{s.row}</td>
                    <td className={cell}>{s.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-stone-600">{t.nothingSkipped}</p>
        )}
        {result.skip.length > SKIPPED_SHOWN ? (
          <p className="text-xs text-stone-500">{fill(t.moreSkipped, { count: SKIPPED_SHOWN })}</p>
        ) : null}
      </div>
    </div>
  );
}
