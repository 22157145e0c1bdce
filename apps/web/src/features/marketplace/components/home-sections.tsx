import { Link } from 'react-router';
import { BarChart3, CalendarCheck, MessageSquareText, Smartphone, Star, Users, type LucideIcon } from 'lucide-react';
import { marketplaceMessages } from '@randevu/contracts/messages/marketplace';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/lazy-accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const t = marketplaceMessages.home;

function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h2>
      <p className="mt-3 text-base text-stone-600 sm:text-lg">{text}</p>
    </div>
  );
}

const featureIcons: LucideIcon[] = [CalendarCheck, Users, BarChart3, Smartphone, MessageSquareText, Star];

/** The six feature cards (docs/product-public.md#landing-page); features not built yet carry a 'Yakında' badge. */
export function HomeFeatures() {
  return (
    <section aria-labelledby="ozellikler" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <SectionHeading id="ozellikler" title={t.featuresTitle} text={t.featuresText} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {t.features.map((feature, i) => {
          const Icon = featureIcons[i] ?? Star;
          return (
            <li key={feature.title} className="rounded-card border border-stone-200 bg-white p-6 shadow-card">
              <div className="flex items-start justify-between gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden />
                </span>
                {feature.soon ? <Badge tone="info">{t.soon}</Badge> : null}
              </div>
              <h3 className="mt-5 text-lg font-semibold text-ink">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{feature.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Choose a category, the service, date and time, confirm (docs/product.md#who-it-serves). */
export function HomeSteps() {
  return (
    <section aria-labelledby="adimlar" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="adimlar" title={t.stepsTitle} text={t.stepsText} />
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {t.steps.map((step, i) => (
            <li key={step.title} className="relative">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white shadow-sm">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex justify-center">
          <Button asChild size="lg">
            <Link to={paths.companies}>{t.heroCta}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The five questions of docs/product-public.md#landing-page. */
export function HomeFaq() {
  return (
    <section aria-labelledby="sss" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="sss" title={t.faqTitle} text={t.faqText} />
      <Accordion
        type="single"
        collapsible
        className="mt-10 rounded-card border border-stone-200 bg-white px-5 shadow-card sm:px-6"
      >
        {t.faqs.map((faq, i) => (
          <AccordionItem key={faq.question} value={`sss-${i}`}>
            <AccordionTrigger>{faq.question}</AccordionTrigger>
            <AccordionContent>{faq.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}

export function HomeOwnerCta() {
  return (
    <section aria-labelledby="isletme-cta" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
      <div className="grid gap-6 rounded-3xl border border-brand-100 bg-brand-50 px-6 py-10 sm:px-10 md:grid-cols-[1fr_auto] md:items-center">
        <div>
          <h2 id="isletme-cta" className="text-2xl font-bold text-ink sm:text-3xl">
            {t.ownerCtaTitle}
          </h2>
          <p className="mt-2 max-w-2xl text-stone-700">{t.ownerCtaText}</p>
        </div>
        <Button asChild size="lg">
          <Link to={paths.businessRegister}>{t.ownerCtaButton}</Link>
        </Button>
      </div>
    </section>
  );
}

/** Everything below the landing page's hero, in order (loaded after the first paint: app/routes/marketplace-home.tsx). */
export default function HomeSections() {
  return (
    <>
      <HomeFeatures />
      <HomeSteps />
      <HomeFaq />
      <HomeOwnerCta />
    </>
  );
}
