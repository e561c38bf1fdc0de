/** A run of one text, and whether the other text lacks it. */
export interface DiffPart {
  text: string;
  changed: boolean;
}

const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/**
 * The two texts of a near-identical match, each cut into runs the other has (longest common
 * subsequence) and runs it lacks: compared by character when either has kana or kanji (Japanese
 * has no spaces between words), by word otherwise, as the engine's shingles are.
 */
export function textDiff(a: string, b: string): [DiffPart[], DiffPart[]] {
  const byChar = JAPANESE.test(a) || JAPANESE.test(b);
  const x = tokens(a, byChar);
  const y = tokens(b, byChar);
  // lcs[i][j]: the longest common subsequence of x[i..] and y[j..] (texts are at most 280 characters).
  const lcs = Array.from({ length: x.length + 1 }, () => new Int32Array(y.length + 1));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const left: DiffPart[] = [];
  const right: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      push(left, x[i++], false);
      push(right, y[j++], false);
    } else if (j >= y.length || (i < x.length && lcs[i + 1][j] >= lcs[i][j + 1])) push(left, x[i++], true);
    else push(right, y[j++], true);
  }
  return [left, right];
}

function tokens(text: string, byChar: boolean): string[] {
  return byChar ? [...text] : text.split(/(\s+)/u).filter((t) => t !== '');
}

/** Appends a token, joining it to the last run when that is alike (changed or not); spaces join either. */
function push(parts: DiffPart[], text: string, changed: boolean): void {
  const last = parts[parts.length - 1];
  if (last && (last.changed === changed || /^\s+$/u.test(text))) last.text += text;
  else parts.push({ text, changed });
}
