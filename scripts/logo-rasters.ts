// Writes public/logo.webp and public/favicon.png from public/logo.svg (decision 0095): the pages
// show the logo and the tab its icon as raster images, because Chromium builds a whole SVG
// document in the page for an SVG image or icon, a main-thread task of 8-25 ms around the first
// paint. The logo is 216 px (the largest shown is 72 CSS px, at 3x), the icon 64 px (32 at 2x).
// Run with `npx tsx scripts/logo-rasters.ts` after changing the SVG. Uses Playwright's Chromium.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright';

const OUTPUTS = [
  { file: 'public/logo.webp', size: 216, type: 'image/webp', quality: 0.92 },
  { file: 'public/favicon.png', size: 64, type: 'image/png', quality: 1 },
];
const svg = readFileSync('public/logo.svg', 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? undefined });
try {
  const page = await browser.newPage();
  for (const { file, size, type, quality } of OUTPUTS) {
    const dataUrl = await page.evaluate(async ({ svg, size, type, quality }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      canvas.getContext('2d')!.drawImage(image, 0, 0, size, size);
      return canvas.toDataURL(type, quality);
    }, { svg, size, type, quality });
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    writeFileSync(file, bytes);
    console.log(`${file}: ${size} px, ${bytes.length} B`);
  }
} finally {
  await browser.close();
}
