import { messages } from '@randevu/contracts/messages';
import { usePageMeta } from '@/components/ui/page-title';
import { HomeHero } from '@/features/marketplace/components/home-hero';
import { HomeFaq, HomeFeatures, HomeOwnerCta, HomeSteps } from '@/features/marketplace/components/home-sections';

export default function HomePage() {
  usePageMeta(messages.marketplace.home.metaTitle, messages.marketplace.home.metaDescription);
  return (
    <>
      <HomeHero />
      <HomeFeatures />
      <HomeSteps />
      <HomeFaq />
      <HomeOwnerCta />
    </>
  );
}
