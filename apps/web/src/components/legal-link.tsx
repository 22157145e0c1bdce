import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContractType } from '@randevu/contracts';
import { paths } from '@/config/paths';

/** A legal text named inside a consent checkbox's label, opened in a new tab so the form keeps its input. */
export function LegalLink({ type, children }: { type: ContractType; children: ReactNode }) {
  return (
    <Link to={paths.legal(type)} target="_blank" className="font-medium text-brand-700 underline underline-offset-2">
      {children}
    </Link>
  );
}
