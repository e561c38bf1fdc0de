/**
 * A name's width as the sum of its characters' widths, each measured once: `measureText` costs a
 * tenth of a millisecond or more a call in Chromium (more while a web font is missing), and placing
 * names over 100,000 users measured tens of thousands of them in the first frame. The sum leaves
 * out kerning, a pixel or so on a name, which the gap kept between names absorbs.
 */
export class GlyphWidths {
  private readonly widths = new Map<string, number>();

  constructor(private readonly measure: (text: string) => number) {}

  of(text: string): number {
    let width = 0;
    for (const ch of text) {
      let w = this.widths.get(ch);
      if (w === undefined) {
        w = this.measure(ch);
        this.widths.set(ch, w);
      }
      width += w;
    }
    return width;
  }
}
