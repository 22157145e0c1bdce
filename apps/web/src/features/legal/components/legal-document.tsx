import type { LegalDocument as LegalDocumentData } from '@randevu/contracts';
import { messages, VENUE_TIME_ZONE } from '@randevu/contracts/messages';

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: VENUE_TIME_ZONE,
});

/** One legal text: title, date, introduction and numbered sections (rendered from data, no injected HTML). */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const updated = dateFormat.format(new Date(`${document.updatedAt}T12:00:00+03:00`));
  return (
    <article className="grid gap-8">
      <header className="grid gap-2 border-b border-stone-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{document.title}</h1>
        <p className="text-sm text-stone-600">{messages.marketplace.legal.updated.replace('{date}', updated)}</p>
      </header>
      <div className="grid gap-4 leading-relaxed text-stone-700">
        {document.intro.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {document.sections.map((section, i) => (
        <section key={section.heading} aria-labelledby={`bolum-${i + 1}`} className="grid gap-3">
          <h2 id={`bolum-${i + 1}`} className="text-xl font-semibold text-ink">
            {i + 1}. {section.heading}
          </h2>
          {section.paragraphs?.map((p) => (
            <p key={p} className="leading-relaxed text-stone-700">
              {p}
            </p>
          ))}
          {section.items?.length ? (
            <ul className="grid list-disc gap-2 pl-6 leading-relaxed text-stone-700 marker:text-brand-700">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((p) => (
            <p key={p} className="leading-relaxed text-stone-700">
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
