import { Download } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { buttonClasses } from '@/components/ui/button';
import { customersExportUrl } from '../api/import-customers';

const t = messages.customerImport.page;

/** "Dışa aktar": the venue's customer list as CSV (Turkish Excel's `;`, UTF-8 BOM) or as an Excel workbook. */
export function CustomerExportLinks({ venueId }: { venueId: number }) {
  return (
    <div role="group" aria-label={t.exportLabel} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-stone-700">{t.exportButton}:</span>
      {(['csv', 'xlsx'] as const).map((format) => (
        <a
          key={format}
          href={customersExportUrl(venueId, format)}
          download={`musteriler-${venueId}.${format}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden />
          {format === 'csv' ? t.exportCsv : t.exportXlsx}
        </a>
      ))}
    </div>
  );
}
