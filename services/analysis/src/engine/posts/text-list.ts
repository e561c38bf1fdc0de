/** Texts read by index, wherever they are held (cut from a PostTable's blocks, or an array). */
export interface TextList {
  readonly count: number;
  text(i: number): string;
}

/** An array of strings as a TextList. */
export function textList(texts: readonly string[]): TextList {
  return { count: texts.length, text: (i) => texts[i] };
}
