import { describe, expect, it } from '@jest/globals';
import { localReturnPath } from './local-return-path';

describe('localReturnPath', () => {
  it('keeps a path of the app with its query and fragment', () => {
    expect(localReturnPath('/files/graph/p-1/r-2?community=3&from=2026-01-01#top')).toBe(
      '/files/graph/p-1/r-2?community=3&from=2026-01-01#top',
    );
    expect(localReturnPath('/users')).toBe('/users');
  });

  it.each([
    ['another host', '//evil.example/files'],
    ['a scheme', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['a backslash later on', '/files\\..\\..'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a relative path', 'files/graph'],
    ['nothing', ''],
    ['no value', null],
    ['a sign-in page (a loop)', '/login?session_timeout=1'],
    ['the dev login', '/dev_login'],
    ['a very long path', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_why, raw) => {
    expect(localReturnPath(raw)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(localReturnPath('/files/../users')).toBe('/users');
    expect(localReturnPath('/../../evil.example')).toBe('/evil.example');
  });
});
