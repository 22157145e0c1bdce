import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  usePageMeta(messages.marketplace.notFound, messages.site.notFound.text);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Compass className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{messages.marketplace.notFound}</h1>
      <p className="mt-3 text-base text-stone-600">{messages.site.notFound.text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>{messages.site.notFound.home}</Link>
      </Button>
    </section>
  );
}
