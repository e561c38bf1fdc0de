import { analyse } from 'chardet';
import iconv from 'iconv-lite';

/**
 * Which text encoding a CSV's bytes are in, written once for the upload (ingest's inspection) and
 * the account-label import (projects): a BOM decides; otherwise text that is valid UTF-8 is UTF-8
 * (pure ASCII included); otherwise chardet chooses among the encodings Japanese and English users
 * produce (Shift_JIS/CP932, EUC-JP, Windows-1252).
 */
export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'shift_jis' | 'euc-jp' | 'windows-1252';

/** iconv-lite's names of the encodings TextDecoder is not used for. */
export const ICONV_NAMES: Record<Exclude<TextEncoding, 'utf-8' | 'utf-8-bom'>, string> = {
  'utf-16le': 'utf-16le',
  'utf-16be': 'utf-16be',
  // CP932 is what Windows writes as "Shift_JIS" (NEC/IBM extensions such as ①, ㈱).
  shift_jis: 'cp932',
  'euc-jp': 'eucjp',
  'windows-1252': 'windows-1252',
};

export function bomEncoding(sample: Uint8Array): TextEncoding | null {
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

/** @param complete true when `sample` is the whole file (a cut character at its end is then not UTF-8). */
export function isUtf8(sample: Uint8Array, complete: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: !complete });
    return true;
  } catch {
    return false;
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

/**
 * The encoding of bytes known not to be UTF-8, by chardet's best match: `detected` names what
 * chardet found when it is none of the product's encodings (encoding null then).
 */
export function legacyEncoding(sample: Uint8Array): { encoding: TextEncoding | null; detected?: string } {
  const best = analyse(sample)[0];
  if (!best) return { encoding: null };
  switch (best.name) {
    case 'Shift_JIS':
      return { encoding: 'shift_jis' };
    case 'EUC-JP':
      return { encoding: 'euc-jp' };
    default:
      // chardet spreads Western text over the Latin code pages; for the product's English
      // uploads Windows-1252 (a superset of ISO-8859-1) is the one Excel writes.
      if (LATIN_CHARSETS.has(best.name)) return { encoding: 'windows-1252' };
      return { encoding: null, detected: best.name };
  }
}

/**
 * A whole small file as text, by the same detection (a leading BOM dropped): null for binary
 * content or an encoding the product does not read.
 */
export function decodeWholeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } | null {
  let encoding = bomEncoding(bytes);
  if (!encoding) {
    if (looksBinary(bytes.subarray(0, 1024))) return null;
    encoding = isUtf8(bytes, true) ? 'utf-8' : legacyEncoding(bytes).encoding;
  }
  if (!encoding) return null;
  const text =
    encoding === 'utf-8' || encoding === 'utf-8-bom'
      ? new TextDecoder('utf-8').decode(bytes)
      : iconv.decode(Buffer.from(bytes), ICONV_NAMES[encoding]);
  return { text: text.startsWith('\uFEFF') ? text.slice(1) : text, encoding };
}
