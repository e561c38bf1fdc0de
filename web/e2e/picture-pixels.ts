import type { Page } from 'playwright-core';

/** A screenshot's pixels, RGBA row by row. */
export interface PicturePixels {
  width: number;
  height: number;
  rgba: Buffer;
}

/**
 * Decodes a PNG screenshot into its pixels. The page's own image decoder does it (the tests have
 * no PNG library), and the pixels come back base64-encoded, one string, so that counting them is
 * plain Node code in each test rather than a function serialised into the page.
 */
export async function picturePixels(page: Page, png: Buffer): Promise<PicturePixels> {
  const { width, height, base64 } = await page.evaluate(async (source) => {
    const image = new Image();
    image.src = `data:image/png;base64,${source}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let binary = '';
    // In slices: String.fromCharCode takes its bytes as arguments, and arguments are bounded.
    for (let i = 0; i < data.length; i += 0x8000)
      binary += String.fromCharCode(...data.subarray(i, Math.min(i + 0x8000, data.length)));
    return { width: canvas.width, height: canvas.height, base64: btoa(binary) };
  }, png.toString('base64'));
  return { width, height, rgba: Buffer.from(base64, 'base64') };
}

/** How many pixels pass `test` (given each pixel's red, green and blue). */
export function countPixels(pixels: PicturePixels, test: (r: number, g: number, b: number) => boolean): number {
  let n = 0;
  const { rgba } = pixels;
  for (let i = 0; i < rgba.length; i += 4) if (test(rgba[i], rgba[i + 1], rgba[i + 2])) n++;
  return n;
}

/** The share of the picture that is not white background (any channel below 235). */
export function inkedShare(pixels: PicturePixels): number {
  return countPixels(pixels, (r, g, b) => r < 235 || g < 235 || b < 235) / (pixels.width * pixels.height);
}
