import { CalendarCheck, Check, Clock, MapPin, Sparkles } from 'lucide-react';
import { marketplaceHomeMessages } from '@randevu/contracts/messages/marketplace-home';
import { CtaLinks } from '@/components/cta-links';
import { paths } from '@/config/paths';

const t = marketplaceHomeMessages;

/** Decorative preview of a booked appointment: shows what the product does at a glance. */
function AppointmentPreview() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-brand-200/70 via-amber-100/60 to-transparent blur-2xl" />
      <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-xl">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-brand-700 text-white">
            <Sparkles className="size-5" />
          </span>
          <div>
            <p className="font-semibold text-ink">{t.preview.venue}</p>
            <p className="flex items-center gap-1 text-xs text-stone-600">
              <MapPin className="size-3" /> {t.preview.place}
            </p>
          </div>
        </div>
        <div className="mt-5 grid grid-cols-7 gap-1.5 text-center text-xs">
          {t.preview.days.map((d, i) => (
            <div
              key={d}
              className={
                i === 2 ? 'rounded-xl bg-brand-700 py-2 font-semibold text-white' : 'rounded-xl bg-stone-100 py-2 text-stone-700'
              }
            >
              {d}
              <span className="block text-[0.7rem] font-normal">{12 + i}</span>
            </div>
          ))}
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2 text-sm">
          {['10:00', '10:30', '11:00', '14:00', '14:30', '16:00'].map((time) => (
            <span
              key={time}
              className={
                time === '14:30'
                  ? 'rounded-xl border border-brand-700 bg-brand-50 py-2 text-center font-semibold text-brand-800'
                  : 'rounded-xl border border-stone-200 py-2 text-center text-stone-700'
              }
            >
              {time}
            </span>
          ))}
        </div>
        <div className="mt-5 flex items-center justify-between rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <span className="flex items-center gap-2 font-medium">
            <CalendarCheck className="size-4" /> {t.preview.booked}
          </span>
          <span className="flex items-center gap-1 text-xs">
            <Clock className="size-3" /> {t.preview.duration}
          </span>
        </div>
      </div>
    </div>
  );
}

export function HomeHero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-canvas to-canvas">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-xs ring-1 ring-brand-100">
            <Sparkles className="size-4" aria-hidden />
            {t.heroEyebrow}
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl">
            {t.heroTitle}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-stone-700">{t.heroText}</p>
          <CtaLinks
            className="mt-8"
            primary={{ to: paths.companies, label: t.heroCta }}
            secondary={{ to: paths.businessRegister, label: t.heroSecondary }}
          />
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
            {t.heroPoints.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Check className="size-4 text-emerald-700" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <AppointmentPreview />
      </div>
    </section>
  );
}
