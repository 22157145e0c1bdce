import type { ReactNode } from 'react';

export interface ReportTableProps {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  /** Columns (by index) whose cells are numbers: right-aligned. The first column heads each row. */
  numeric?: number[];
}

/** A chart's figures as a table: what a screen reader reads, and what anyone may switch to. */
export function ReportTable({ caption, columns, rows, numeric = [] }: ReportTableProps) {
  const align = (i: number) => (numeric.includes(i) ? 'text-right tabular-nums' : 'text-left');
  return (
    <div className="max-h-96 overflow-auto rounded-lg border border-stone-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-stone-50 text-xs text-stone-600">
          <tr>
            {columns.map((c, i) => (
              <th key={c} scope="col" className={`px-3 py-2 font-semibold ${align(i)}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-2 text-left font-medium text-ink">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className={`px-3 py-2 text-stone-700 ${align(i)}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
