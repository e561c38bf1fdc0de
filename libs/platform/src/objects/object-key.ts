import { InvalidObjectKeyError } from './object-store.port.js';

/** S3's limit on key length, applied to every store so that keys move between them. */
const MAX_KEY_BYTES = 1024;
// Control characters break HTTP headers and file names alike.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A key is a `/`-separated path: not empty, no leading `/`, no backslash, no control
 * characters, and no empty, `.` or `..` segment (so `a//b` and a trailing `/` are refused too).
 */
export function assertObjectKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidObjectKeyError(String(key));
  assertSafeText(key, key);
  for (const segment of key.split('/')) assertSegment(segment, key);
}

/**
 * A prefix selects keys by their beginning, so it may be empty, end with `/`, or end in part of
 * a name; the segments before its last `/` follow the key rules.
 */
export function assertObjectPrefix(prefix: string): void {
  if (typeof prefix !== 'string') throw new InvalidObjectKeyError(String(prefix));
  if (prefix.length === 0) return;
  assertSafeText(prefix, prefix);
  const segments = prefix.split('/');
  for (const segment of segments.slice(0, -1)) assertSegment(segment, prefix);
}

function assertSafeText(text: string, key: string): void {
  if (text.startsWith('/') || text.includes('\\') || CONTROL_CHARACTERS.test(text)) {
    throw new InvalidObjectKeyError(key);
  }
  if (Buffer.byteLength(text, 'utf8') > MAX_KEY_BYTES) throw new InvalidObjectKeyError(key);
}

function assertSegment(segment: string, key: string): void {
  if (segment === '' || segment === '.' || segment === '..') throw new InvalidObjectKeyError(key);
}

/** S3 lists keys in the byte order of their UTF-8 form; every store sorts the same way. */
export function compareKeys(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
