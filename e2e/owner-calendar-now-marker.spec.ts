import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { createAllDaySalon } from './support/owner';

/** The calendar's "Şimdi HH:mm" marker, on a salon open around the clock so that now is always inside the shown hours. */
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("today's calendar shows the now-marker and its label passes axe's colour contrast", async ({ page }) => {
      test.setTimeout(90_000);
      const { venueId } = await createAllDaySalon(page, `Şimdi Salonu ${viewport.width}`);
      await page.goto(`/dashboard/owner/venue-calendar/${venueId}`);
      const grid = page.getByRole('group', { name: /takvimi$/ });
      await expect(grid).toBeVisible();
      const marker = grid.getByText(/^Şimdi \d\d:\d\d$/);
      await expect(marker).toBeVisible();
      await marker.scrollIntoViewIfNeeded();
      await expectAxeClean(page);
      // The ratio as the screen paints it (a canvas maps oklch to sRGB like the page does), for the report and the log.
      const ratio = await marker.evaluate((el) => {
        const rgb = (css: string) => {
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.fillStyle = css;
          ctx.fillRect(0, 0, 1, 1);
          return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        const lum = (c: number[]) =>
          c
            .map((v) => v / 255)
            .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
            .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
        const style = getComputedStyle(el);
        const [a, b] = [lum(rgb(style.color)), lum(rgb(style.backgroundColor))].sort((x, y) => y - x);
        return (a! + 0.05) / (b! + 0.05);
      });
      console.log(`[contrast] now-marker label at ${viewport.width} px: ${ratio.toFixed(2)}:1`);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      await page.screenshot({ path: test.info().outputPath(`now-marker-${viewport.width}.png`) });
    });
  });
}
