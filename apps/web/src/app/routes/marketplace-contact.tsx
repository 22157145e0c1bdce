import { Clock, Mail, Phone } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { site } from '@/config/site';
import { ContactForm } from '@/features/contact/components/contact-form';

const t = messages.contact;

export default function ContactPage() {
  usePageMeta(t.title, t.metaDescription);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={t.title} description={t.description} />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle>{t.formTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <Card className="self-start">
          <CardHeader>
            <CardTitle>{t.infoTitle}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 text-sm">
              <div className="flex gap-3">
                <dt>
                  <Mail className="mt-0.5 size-5 text-brand-700" aria-hidden />
                  <span className="sr-only">{t.infoEmail}</span>
                </dt>
                <dd>
                  <a href={`mailto:${site.email}`} className="font-medium text-stone-800 hover:text-brand-800 hover:underline">
                    {site.email}
                  </a>
                </dd>
              </div>
              <div className="flex gap-3">
                <dt>
                  <Phone className="mt-0.5 size-5 text-brand-700" aria-hidden />
                  <span className="sr-only">{t.infoPhone}</span>
                </dt>
                <dd>
                  <a href={site.phoneHref} className="font-medium text-stone-800 hover:text-brand-800 hover:underline">
                    {site.phone}
                  </a>
                </dd>
              </div>
              <div className="flex gap-3">
                <dt>
                  <Clock className="mt-0.5 size-5 text-brand-700" aria-hidden />
                  <span className="sr-only">{messages.venues.hoursTitle}</span>
                </dt>
                <dd className="text-stone-700">{t.infoHours}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
