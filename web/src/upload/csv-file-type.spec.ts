import { describe, it, expect } from '@jest/globals';
import { looksLikeCsv } from './csv-file-type';

describe('looksLikeCsv', () => {
  it('accepts the CSV media types whatever the name', () => {
    expect(looksLikeCsv({ name: 'posts', type: 'text/csv' })).toBe(true);
    expect(looksLikeCsv({ name: 'posts.txt', type: 'application/csv' })).toBe(true);
  });

  it('accepts a .csv name when the browser gives a vague type', () => {
    expect(looksLikeCsv({ name: 'POSTS.CSV', type: '' })).toBe(true);
    expect(looksLikeCsv({ name: 'posts.csv', type: 'application/vnd.ms-excel' })).toBe(true);
  });

  it('refuses other files', () => {
    expect(
      looksLikeCsv({ name: 'posts.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    ).toBe(false);
    expect(looksLikeCsv({ name: 'posts.csv', type: 'image/png' })).toBe(false);
    expect(looksLikeCsv({ name: 'notes.txt', type: '' })).toBe(false);
  });
});
