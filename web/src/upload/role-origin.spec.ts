import { describe, expect, it } from '@jest/globals';
import type { UploadResult } from '@kizuna/http-api';
import { roleOrigin, sampleValue } from './role-origin';

const upload = {
  headers: ['when', 'who', 'what', 'extra'],
  data: [
    ['2026-01-05 10:00', '', 'hello', 'x'],
    ['2026-01-05 10:01', 'hanako', 'hi', ''],
  ],
  suggestions: [
    { role: 'time', source: 'name', tool: 'twint' },
    { role: 'author', source: 'value', tool: '' },
    { role: '', source: '', tool: '' },
    { role: '', source: '', tool: '' },
  ],
} as unknown as UploadResult;

describe('roleOrigin', () => {
  it('tells a name suggestion, a value suggestion, a choice and a missing role apart', () => {
    const roles = ['time', 'author', 'contents', ''] as const;
    expect(roleOrigin(upload, [...roles], 'time')).toEqual({ kind: 'name', tool: 'twint' });
    expect(roleOrigin(upload, [...roles], 'author')).toEqual({ kind: 'value' });
    expect(roleOrigin(upload, [...roles], 'contents')).toEqual({ kind: 'chosen' });
    expect(roleOrigin(upload, [...roles], 'followers')).toEqual({ kind: 'missing' });
  });

  it('calls a suggested role moved to another column a choice', () => {
    expect(roleOrigin(upload, ['', 'author', 'time', ''], 'time')).toEqual({ kind: 'chosen' });
  });
});

describe('sampleValue', () => {
  it('shows the first non-empty value of the column, or nothing', () => {
    expect(sampleValue(upload, 1)).toBe('hanako');
    expect(sampleValue(upload, 3)).toBe('x');
    expect(sampleValue(upload, -1)).toBe('');
  });
});
