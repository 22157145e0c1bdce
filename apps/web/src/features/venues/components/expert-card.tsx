import type { PublicExpert } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { InitialsAvatar } from '@/components/ui/initials-avatar';
import { fill } from '@/lib/format';

const experience = (value: string | null) => {
  if (!value?.trim()) return null;
  return /^\d+$/.test(value.trim()) ? fill(messages.venues.experienceYears, { years: value.trim() }) : value.trim();
};

/** An active expert: photo (or initials), name, specialization, experience and specialties. No contact details. */
export function ExpertCard({ expert }: { expert: PublicExpert }) {
  const years = experience(expert.experience_years);
  return (
    <article className="flex gap-4 rounded-card border border-stone-200 bg-white p-4 shadow-card">
      {expert.photo_url ? (
        <img src={expert.photo_url} alt="" loading="lazy" className="size-16 shrink-0 rounded-2xl bg-stone-100 object-cover" />
      ) : (
        <InitialsAvatar name={expert.name} className="size-16 shrink-0 rounded-2xl bg-brand-50 text-lg font-bold" />
      )}
      <div className="grid min-w-0 content-start gap-1">
        <h3 className="font-semibold text-ink">{expert.name}</h3>
        {expert.specialization ? <p className="text-sm text-stone-700">{expert.specialization}</p> : null}
        {years ? <p className="text-xs text-stone-600">{years}</p> : null}
        {expert.specialties.length ? (
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {expert.specialties.map((s) => (
              <li key={s} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                {s}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
