import { describe, expect, it } from '@jest/globals';
import { codeUnitTable } from './code-unit-table.js';

describe('codeUnitTable', () => {
  it('marks exactly the code units the pattern matches, built once', () => {
    const digits = codeUnitTable(/\p{Nd}/u);
    const table = digits();
    expect(digits()).toBe(table);
    expect(table.length).toBe(0x10000);
    for (const ch of ['0', '9', '٣', '９']) expect(table[ch.charCodeAt(0)]).toBe(1);
    for (const ch of ['a', '#', '一', '\ud800']) expect(table[ch.charCodeAt(0)]).toBe(0);
    let marked = 0;
    for (const value of table) marked += value;
    let expected = 0;
    for (let code = 0; code < 0x10000; code++) if (/\p{Nd}/u.test(String.fromCharCode(code))) expected++;
    expect(marked).toBe(expected);
  });
});
