/**
 * The relative links of a Markdown file and the anchors its headings make, as GitHub renders them,
 * so that a test can tell a link that leads nowhere from one that works.
 */

export interface MarkdownLink {
  /** 1-based line of the link, for the failure message. */
  line: number;
  /** What the parentheses hold: a path, optionally with `#anchor`, or only `#anchor`. */
  target: string;
}

// Code shows paths as text, not links: `[x](y)` inside backticks or a fence is no link.
const FENCE = /^\s*(```|~~~)/;
const INLINE_CODE = /`[^`]*`/g;
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** Every link of the text that is neither external (http:, mailto: …) nor in code. */
export function relativeLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let inFence = false;
  markdown.split('\n').forEach((text, index) => {
    if (FENCE.test(text)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    for (const match of text.replace(INLINE_CODE, '').matchAll(LINK)) {
      const target = match[1];
      if (!EXTERNAL.test(target)) links.push({ line: index + 1, target });
    }
  });
  return links;
}

/**
 * GitHub's anchor for a heading: lower case, punctuation dropped (letters of any script, digits,
 * spaces, hyphens and underscores kept), spaces as hyphens; a repeated heading gets -1, -2 ….
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const text of markdown.split('\n')) {
    if (FENCE.test(text)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}
