import type { Page } from 'playwright-core';

/**
 * The visible controls and headings whose own text is cut off (issue 58, "Highlight accoun…" at
 * 1366 px): an element inside a button, link, label, tab, select, chip or table heading that hides
 * what overflows (an ellipsis or overflow hidden) while its text is wider than its box. Answers
 * each such text, so that a failing test names it.
 */
export function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll(
      'button, a, label, legend, th, [role="button"], [role="tab"], [role="combobox"], [role="option"], [role="menuitem"], .MuiChip-root, .MuiInputLabel-root',
    );
    const clipped = new Set<string>();
    for (const control of controls) {
      for (const el of [control, ...control.querySelectorAll('*')]) {
        if (!(el instanceof HTMLElement)) continue;
        const ownText = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        if (!ownText) continue;
        const style = getComputedStyle(el);
        if (style.visibility !== 'visible' || el.getClientRects().length === 0) continue;
        const hides = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
        if (hides && el.scrollWidth > el.clientWidth + 1) clipped.add(ownText);
      }
    }
    return [...clipped];
  });
}
