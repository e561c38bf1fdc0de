import { describe, expect, it } from '@jest/globals';
import { i18n } from '../i18n/i18n';
import { durationText } from './duration-text';

describe('durationText', () => {
  const inLang = (lang: 'ja' | 'en') => i18n.getFixedT(lang);

  it('says hours and minutes in their plural forms in English, a zero part left out', () => {
    const t = inLang('en');
    expect(durationText({ hours: 1, minutes: 1 }, t)).toBe('1 hour 1 minute');
    expect(durationText({ hours: 2, minutes: 5 }, t)).toBe('2 hours 5 minutes');
    expect(durationText({ hours: 1, minutes: 0 }, t)).toBe('1 hour');
    expect(durationText({ hours: 0, minutes: 1 }, t)).toBe('1 minute');
    expect(durationText({ hours: 0, minutes: 0 }, t)).toBe('Under a minute');
  });

  it('says 時間 and 分 in Japanese, never 0時間0分', () => {
    const t = inLang('ja');
    expect(durationText({ hours: 1, minutes: 5 }, t)).toBe('1時間5分');
    expect(durationText({ hours: 0, minutes: 5 }, t)).toBe('5分');
    expect(durationText({ hours: 0, minutes: 0 }, t)).toBe('1分未満');
  });
});
