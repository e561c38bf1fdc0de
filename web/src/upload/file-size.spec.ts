import { describe, it, expect } from '@jest/globals';
import { isFileTooLarge, MAX_UPLOAD_BYTES } from './file-size';

describe('isFileTooLarge', () => {
  it('accepts exactly 150,000,000 bytes and rejects one byte more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(150_000_000);
    expect(isFileTooLarge(150_000_000)).toBe(false);
    expect(isFileTooLarge(150_000_001)).toBe(true);
  });

  it('follows a limit the server announces', () => {
    expect(isFileTooLarge(1001, 1000)).toBe(true);
    expect(isFileTooLarge(1000, 1000)).toBe(false);
  });
});
