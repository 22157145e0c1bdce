import { lazy, Suspense } from 'react';
import { marketplaceHomeMessages } from '@randevu/contracts/messages/marketplace-home';
import { usePageMeta } from '@/components/ui/page-title';
import { HomeHero } from '@/features/marketplace/components/home-hero';

// Below the fold at every width: its code (the FAQ's accordion, the feature icons) loads after the first
// paint. On the prerendered page (decision 022) React keeps the sections' server markup and hydrates them when the
// code has arrived; a client-rendered visit shows the placeholder for that moment.
const HomeSections = lazy(() => import('@/features/marketplace/components/home-sections'));

/**
 * The sections' space until their code arrives, about their height at each breakpoint (measured 2026-11-27:
 * 3,663–3,785 px below sm, 2,503–2,625 px from sm, 2,059–2,133 px from lg), so the footer stays below the fold.
 */
function HomeSectionsPlaceholder() {
  return <div aria-hidden className="h-[3700px] sm:h-[2560px] lg:h-[2090px]" />;
}

export default function HomePage() {
  usePageMeta(marketplaceHomeMessages.metaTitle, marketplaceHomeMessages.metaDescription);
  return (
    <>
      <HomeHero />
      <Suspense fallback={<HomeSectionsPlaceholder />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
