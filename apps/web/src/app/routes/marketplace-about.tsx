import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { CtaLinks } from '@/components/cta-links';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

const t = messages.marketplace.about;

export default function AboutPage() {
  usePageMeta(t.title, t.metaDescription);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-stone-700 sm:text-xl">{t.lead}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to={paths.contact}>
            <Mail aria-hidden />
            {t.ctaButton}
          </Link>
        </Button>
      </header>

      <dl className="mt-12 grid gap-4 sm:grid-cols-3">
        {t.stats.map((s) => (
          <div key={s.label} className="rounded-card border border-stone-200 bg-white p-6 shadow-card">
            <dt className="text-sm text-stone-600">{s.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-brand-800">{s.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-14 grid gap-12">
        {t.sections.map((section, i) => (
          <section
            key={section.title}
            aria-labelledby={`kurumsal-${i}`}
            className="grid gap-4 md:grid-cols-[16rem_1fr] md:gap-10"
          >
            <h2 id={`kurumsal-${i}`} className="text-2xl font-bold text-ink">
              {section.title}
            </h2>
            <div className="grid gap-4 text-base leading-relaxed text-stone-700">
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </section>
        ))}
      </div>

      <section aria-labelledby="kurumsal-cta" className="mt-16 rounded-3xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-10">
        <h2 id="kurumsal-cta" className="text-2xl font-bold text-ink sm:text-3xl">
          {t.ctaTitle}
        </h2>
        <p className="mt-2 max-w-2xl text-stone-700">{t.ctaText}</p>
        <CtaLinks
          className="mt-6"
          primary={{ to: paths.contact, label: t.ctaButton }}
          secondary={{ to: paths.companies, label: t.ctaSecondary }}
        />
      </section>
    </div>
  );
}
