import { ErrorCode } from '@kizuna/platform/errors';
import { analyse } from 'chardet';
import { CsvError } from './csv-error.js';
import type { CsvEncoding } from './types.js';

/** How many leading bytes the encoding is guessed from. */
export const ENCODING_SAMPLE_BYTES = 64 * 1024;

const BINARY_SAMPLE_BYTES = 1024;

/**
 * Guesses the encoding of a CSV from its first bytes: a BOM decides; otherwise text that is
 * valid UTF-8 is UTF-8 (pure ASCII included); otherwise chardet chooses among the encodings
 * Japanese and English users produce (Shift_JIS/CP932, EUC-JP, Windows-1252).
 * Throws CsvError NotCsv for binary content and UnsupportedEncoding for other charsets.
 *
 * @param complete true when `sample` is the whole file (a cut multibyte character at the end
 *   of a partial sample is then an error rather than the sample's edge).
 */
export function detectEncoding(sample: Buffer, complete: boolean): CsvEncoding {
  const bom = bomEncoding(sample);
  if (bom) return bom;
  if (looksBinary(sample.subarray(0, BINARY_SAMPLE_BYTES))) throw new CsvError(ErrorCode.NotCsv);
  if (isUtf8(sample, complete)) return 'utf-8';
  return detectLegacyEncoding(sample);
}

/** The encoding for bytes known not to be UTF-8, by chardet's best match. */
export function detectLegacyEncoding(sample: Buffer): CsvEncoding {
  const matches = analyse(sample);
  const best = matches[0];
  if (!best) throw new CsvError(ErrorCode.UnsupportedEncoding);
  switch (best.name) {
    case 'Shift_JIS':
      return 'shift_jis';
    case 'EUC-JP':
      return 'euc-jp';
    default:
      // chardet spreads Western text over the Latin code pages; for the product's English
      // uploads Windows-1252 (a superset of ISO-8859-1) is the one Excel writes.
      if (LATIN_CHARSETS.has(best.name)) return 'windows-1252';
      throw new CsvError(ErrorCode.UnsupportedEncoding, { detected: best.name });
  }
}

const LATIN_CHARSETS = new Set([
  'windows-1252',
  'ISO-8859-1',
  'windows-1250',
  'ISO-8859-2',
  'windows-1254',
  'ISO-8859-9',
  'windows-1257',
  'windows-1258',
]);

function bomEncoding(sample: Buffer): CsvEncoding | null {
  if (sample.length >= 3 && sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8-bom';
  if (sample.length >= 2 && sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample.length >= 2 && sample[0] === 0xfe && sample[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * Binary files (xlsx/zip, images, gzip, PDF streams) carry NUL bytes or many C0 control
 * characters early; text CSVs carry at most a stray one (tab, CR and LF are text).
 */
export function looksBinary(bytes: Uint8Array): boolean {
  let controls = 0;
  for (const byte of bytes) {
    if (byte === 0) return true;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1b) controls++;
  }
  return controls > 1 && controls * 100 > bytes.length;
}

function isUtf8(sample: Buffer, complete: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}
