import { ErrorCode } from '@kizuna/platform/errors';
import { bomEncoding, isUtf8, legacyEncoding, looksBinary } from '@kizuna/platform/csv';
import { CsvError } from './csv-error.js';
import type { CsvEncoding } from './types.js';

export { looksBinary };

/** How many leading bytes the encoding is guessed from. */
export const ENCODING_SAMPLE_BYTES = 64 * 1024;

const BINARY_SAMPLE_BYTES = 1024;

/**
 * Guesses the encoding of a CSV from its first bytes by the shared detection
 * (`@kizuna/platform/csv` text-encoding, which the label import reads with too).
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
  const { encoding, detected } = legacyEncoding(sample);
  if (encoding) return encoding;
  throw new CsvError(ErrorCode.UnsupportedEncoding, detected ? { detected } : undefined);
}
