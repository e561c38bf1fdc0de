import { describe, expect, it } from '@jest/globals';
import { hostNameOf, originHostNameOf } from './host-name.js';

describe('hostNameOf', () => {
  it('reads the name without port, case or trailing dot', () => {
    expect(hostNameOf('Kizuna.Example.com.:443')).toBe('kizuna.example.com');
    expect(hostNameOf('127.0.0.1:8080')).toBe('127.0.0.1');
    expect(hostNameOf('localhost')).toBe('localhost');
    expect(hostNameOf('[::1]:8080')).toBe('[::1]');
    expect(hostNameOf('[::1]')).toBe('[::1]');
  });

  it('answers null for what is not one host name and port', () => {
    for (const bad of [undefined, '', 'a:b', 'localhost:80:80', '[::1', '[::1]x', 'h:123456', 'x'.repeat(301)])
      expect({ bad, name: hostNameOf(bad) }).toEqual({ bad, name: null });
  });
});

describe('originHostNameOf', () => {
  it("reads an http(s) origin's host name", () => {
    expect(originHostNameOf('https://Kizuna.example.com:8443')).toBe('kizuna.example.com');
    expect(originHostNameOf('http://[::1]:5173')).toBe('[::1]');
  });

  it('answers null for opaque, other-scheme or malformed origins', () => {
    for (const bad of ['null', 'file://', 'chrome-extension://abc', 'not a url', `https://${'x'.repeat(300)}.example`])
      expect({ bad, name: originHostNameOf(bad) }).toEqual({ bad, name: null });
  });
});
