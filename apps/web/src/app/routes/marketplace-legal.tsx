import { Link, Navigate, useParams } from 'react-router';
import { CONTRACT_TYPES, messages } from '@randevu/contracts';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { isContractType, legalPageDescription, legalPageDocuments } from '@/features/legal/lib/legal-pages';

export default function LegalPage() {
  const { contractType } = useParams();
  const known = isContractType(contractType);
  const document = known ? legalPageDocuments[contractType] : null;
  usePageMeta(document?.title, document ? legalPageDescription(document) : undefined);
  if (!document) return <Navigate to={paths.notFound} replace />;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8">
      <nav aria-labelledby="diger-metinler" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="diger-metinler" className="text-sm font-semibold text-stone-600">
          {messages.marketplace.legal.otherDocuments}
        </h2>
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1 lg:grid lg:overflow-visible">
          {CONTRACT_TYPES.map((type) => (
            <li key={type} className="shrink-0">
              <Link
                to={paths.legal(type)}
                aria-current={type === contractType ? 'page' : undefined}
                className={cn(
                  'block rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  type === contractType ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100',
                )}
              >
                {messages.site.legalLinks[type]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="max-w-3xl min-w-0">
        <LegalDocument document={document} />
      </div>
    </div>
  );
}
