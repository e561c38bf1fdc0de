import { describe, expect, it } from '@jest/globals';
import { cleanPostText, stripRetweetPrefix } from './post-text.js';

describe('stripRetweetPrefix', () => {
  it('removes one or more leading RT @name: markers, full-width ones too', () => {
    expect(stripRetweetPrefix('RT @KATANA77: えっそれは')).toBe('えっそれは');
    expect(stripRetweetPrefix('RT @a: RT @b_2: text')).toBe('text');
    expect(stripRetweetPrefix('RT ＠someone： 本文')).toBe('本文');
  });

  it('leaves other texts alone', () => {
    expect(stripRetweetPrefix('I said RT @a: no')).toBe('I said RT @a: no');
    expect(stripRetweetPrefix('RTX 4090 @shop')).toBe('RTX 4090 @shop');
  });
});

describe('cleanPostText', () => {
  it('takes hashtags out, lowercased, Japanese and full-width ones included', () => {
    expect(cleanPostText('#LEDカツカツ選手権 と ＃日本代表 and #AI #1').hashtags).toEqual([
      '#ledカツカツ選手権',
      '#日本代表',
      '#ai',
    ]);
  });

  it('does not read a # inside a word or URL as a hashtag', () => {
    expect(cleanPostText('C# and page#anchor https://x.jp/a#frag').hashtags).toEqual([]);
  });

  it('removes URLs, @names, RT markers, HTML entities and R byte escapes', () => {
    const { body } = cleanPostText(
      'RT @news: Banks &amp; ATMs <ed><U+00A0> http://t.co/PkCJ ＠rbi via RT @x www.example.com',
    );
    expect(body.split(/\s+/).filter(Boolean)).toEqual(['Banks', 'ATMs', 'via']);
  });

  it('normalises full-width letters (NFKC)', () => {
    expect(cleanPostText('ＬＩＮＥ交換').body).toBe('LINE交換');
  });
});
