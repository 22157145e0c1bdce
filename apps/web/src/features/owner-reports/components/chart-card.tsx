import { useId, useState, type ReactNode } from 'react';
import { Table2, ChartColumn } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const t = messages.ownerReports.charts;

export interface ChartCardProps {
  title: string;
  help?: string;
  /** The picture; hidden from assistive technology, which reads `summary` and the table. */
  chart: ReactNode;
  /** One sentence that says what the chart shows (its accessible name). */
  summary: string;
  table: ReactNode;
}

/**
 * A section of the reports page: a titled chart with 'Tablo olarak göster' beside it. The chart is an image
 * named by its summary; the button swaps it for the same figures as a table (aria-pressed tells which one shows).
 */
export function ChartCard({ title, help, chart, summary, table }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    // min-w-0: a grid item may shrink below its table's width; the table scrolls inside it instead of the page.
    <Card className="min-w-0">
      <section aria-labelledby={headingId}>
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <CardTitle id={headingId} className="text-base">
              {title}
            </CardTitle>
            {help ? <CardDescription className="text-xs">{help}</CardDescription> : null}
          </div>
          <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? <ChartColumn aria-hidden /> : <Table2 aria-hidden />}
            {asTable ? t.showChart : t.showTable}
          </Button>
        </CardHeader>
        <CardContent>
          {asTable ? (
            table
          ) : (
            <figure role="img" aria-label={summary} className="m-0">
              <div aria-hidden>{chart}</div>
            </figure>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
