import { describe, expect, it } from '@jest/globals';
import { highlightParts } from './highlight-parts';

describe('highlightParts', () => {
  it('cuts the text around every occurrence, whatever the case', () => {
    expect(highlightParts('Ramen and RAMEN', 'ramen')).toEqual([
      { text: 'Ramen', hit: true },
      { text: ' and ', hit: false },
      { text: 'RAMEN', hit: true },
    ]);
  });
  it('keeps the text whole without a keyword or a hit', () => {
    expect(highlightParts('東京タワー', null)).toEqual([{ text: '東京タワー', hit: false }]);
    expect(highlightParts('abc', 'x')).toEqual([{ text: 'abc', hit: false }]);
    expect(highlightParts('東京タワー', 'タワー')).toEqual([
      { text: '東京', hit: false },
      { text: 'タワー', hit: true },
    ]);
  });
  it('marks several keywords, the earliest first and the longest where two start together', () => {
    expect(highlightParts('東京タワーと東京駅', ['東京', '東京タワー', '駅'])).toEqual([
      { text: '東京タワー', hit: true },
      { text: 'と', hit: false },
      { text: '東京', hit: true },
      { text: '駅', hit: true },
    ]);
    expect(highlightParts('Ramen', [])).toEqual([{ text: 'Ramen', hit: false }]);
    expect(highlightParts('Ramen', [''])).toEqual([{ text: 'Ramen', hit: false }]);
  });
});
