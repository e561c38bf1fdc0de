/**
 * The font the graph canvas writes user and community names in. A generic family (`sans-serif`)
 * is whatever the machine maps it to (Liberation Sans, DejaVu Sans, Arial...), so the same scene
 * drew differently from machine to machine and the canvas goldens held on one font set only.
 * Latin text is Noto Sans, shipped with the SPA (@fontsource/noto-sans, loaded by main.tsx);
 * Japanese, which it lacks, falls to IPA P Gothic (Debian's fonts-ipafont-gothic, which
 * scripts/ensure-browser.sh installs for the browser tests), then to the machine's own sans-serif
 * on a user's computer without it.
 */
const FAMILY = '"Noto Sans", "IPAPGothic", sans-serif';

export const canvasFont = {
  family: FAMILY,
  /** The `ctx.font` value for names this many pixels high. */
  at(px: number, bold = false): string {
    return `${bold ? 'bold ' : ''}${px}px ${FAMILY}`;
  },
  /**
   * Resolves once both weights the canvas uses are loaded. A canvas does not wait for a web font:
   * drawn before, it measures and writes the names in the fallback, so the caller draws again.
   */
  async ready(fonts: FontFaceSet | undefined = globalThis.document?.fonts): Promise<void> {
    // jsdom (the unit tests) has no font loading.
    if (!fonts) return;
    await Promise.all([fonts.load(`13px "Noto Sans"`), fonts.load(`bold 13px "Noto Sans"`)]);
  },
};
