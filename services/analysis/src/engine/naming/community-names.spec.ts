import { describe, expect, it } from '@jest/globals';
import { communityNames } from './community-names.js';

const kw = (...words: string[]) => words.map((keyword, i) => ({ keyword, count: 100 - i, score: 100 - i }));

describe('communityNames', () => {
  it('joins the top three keywords', () => {
    expect(communityNames([kw('東京', 'タワー', '観光', '夜景')])).toEqual(['東京 · タワー · 観光']);
  });

  it('leaves out a term every community has among its top keywords', () => {
    expect(
      communityNames([kw('#demonetization', 'modi', 'question', 'pm'), kw('bank', '#demonetization', 'cash', 'atm')]),
    ).toEqual(['modi · question · pm', 'bank · cash · atm']);
  });

  it('never gives two communities the same name', () => {
    expect(
      communityNames([
        kw('場所', '意味', '気持ち', '時間'),
        kw('場所', '意味', '気持ち', '天気', '朝'),
        kw('ラーメン', '店'),
      ]),
    ).toEqual(['場所 · 意味 · 気持ち', '天気 · 朝', 'ラーメン · 店']);
  });

  it('falls back to a numbered name when no keyword is left', () => {
    expect(communityNames([kw('a', 'b'), []])).toEqual(['a · b', 'Community 2']);
  });
});
