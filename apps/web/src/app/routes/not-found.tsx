import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { marketplaceMessages } from '@randevu/contracts/messages/marketplace';
import { siteMessages } from '@randevu/contracts/messages/site';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  usePageMeta(marketplaceMessages.notFound, siteMessages.notFound.text);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Compass className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{marketplaceMessages.notFound}</h1>
      <p className="mt-3 text-base text-stone-600">{siteMessages.notFound.text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>{siteMessages.notFound.home}</Link>
      </Button>
    </section>
  );
}
