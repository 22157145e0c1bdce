import { marketplaceMessages } from '@randevu/contracts/messages/marketplace';
import { usePageMeta } from '@/components/ui/page-title';
import { HomeHero } from '@/features/marketplace/components/home-hero';
import { HomeFaq, HomeFeatures, HomeOwnerCta, HomeSteps } from '@/features/marketplace/components/home-sections';

export default function HomePage() {
  usePageMeta(marketplaceMessages.home.metaTitle, marketplaceMessages.home.metaDescription);
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
