import { describe, expect, it } from '@jest/globals';
import { textDiff } from './text-diff';

const changed = (parts: { text: string; changed: boolean }[]) => parts.filter((p) => p.changed).map((p) => p.text);
const whole = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

describe('textDiff', () => {
  it('marks a swapped kanji and an added emoji character by character in Japanese', () => {
    const [a, b] = textDiff('説明会が明日の午後に開かれます 🎉', '説明会が本日の午後に開かれますよ！');
    expect(whole(a)).toBe('説明会が明日の午後に開かれます 🎉');
    expect(whole(b)).toBe('説明会が本日の午後に開かれますよ！');
    expect(changed(a)).toEqual(['明', '🎉']);
    expect(changed(b)).toEqual(['本', 'よ！']);
  });

  it('marks whole words in English, and nothing in equal texts', () => {
    const [a, b] = textDiff('please raise your voice right now', 'please raise your voice right today #vote');
    expect(changed(a)).toEqual(['now']);
    expect(changed(b)).toEqual(['today #vote']);
    const [x, y] = textDiff('the same words', 'the same words');
    expect([changed(x), changed(y)]).toEqual([[], []]);
  });
});
