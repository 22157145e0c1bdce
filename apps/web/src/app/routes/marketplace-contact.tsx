import { Clock, Mail, Phone } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { IconDetail } from '@/components/ui/icon-detail';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { site } from '@/config/site';
import { ContactForm } from '@/features/contact/components/contact-form';

const t = messages.contact;
const infoIcon = 'mt-0.5 size-5 text-brand-700';
const infoLink = 'font-medium text-stone-800 hover:text-brand-800 hover:underline';

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
              <IconDetail icon={Mail} label={t.infoEmail} className="flex gap-3" iconClassName={infoIcon}>
                <a href={`mailto:${site.email}`} className={infoLink}>
                  {site.email}
                </a>
              </IconDetail>
              <IconDetail icon={Phone} label={t.infoPhone} className="flex gap-3" iconClassName={infoIcon}>
                <a href={site.phoneHref} className={infoLink}>
                  {site.phone}
                </a>
              </IconDetail>
              <IconDetail
                icon={Clock}
                label={messages.venues.hoursTitle}
                className="flex gap-3"
                iconClassName={infoIcon}
                detailClassName="text-stone-700"
              >
                {t.infoHours}
              </IconDetail>
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
