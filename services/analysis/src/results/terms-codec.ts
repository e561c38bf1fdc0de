import { countSkip, isSkipReason, type SkipCounts } from '@kizuna/proto/rules';
import type { TermMatrix } from '../engine/types.js';

/**
 * Binary form of a project's tokenized posts, cached so that the runs of one project
 * (k = 3, 6, 10) tokenize once: [u32 vocabulary JSON length][vocabulary JSON]
 * [u32 documents][i32 offsets × (documents + 1)][i32 term ids], then, when posts were skipped,
 * [u32 JSON length][skip counts JSON] (files written before skips were counted end after the
 * term ids and read as none skipped). It is the TermMatrix as it is, so reading it back costs
 * one JSON parse and two array copies.
 */
export function encodeTerms(matrix: TermMatrix): Buffer {
  const vocab = Buffer.from(JSON.stringify(matrix.vocabulary), 'utf8');
  const documents = matrix.offsets.length - 1;
  const head = Buffer.alloc(4);
  head.writeUInt32LE(vocab.length, 0);
  const count = Buffer.alloc(4);
  count.writeUInt32LE(Math.max(0, documents), 0);
  const ids = matrix.termIds.subarray(0, matrix.offsets[documents] ?? 0);
  const parts = [
    head,
    vocab,
    count,
    Buffer.from(matrix.offsets.buffer, matrix.offsets.byteOffset, matrix.offsets.byteLength),
    Buffer.from(ids.buffer, ids.byteOffset, ids.byteLength),
  ];
  if (matrix.skipped && Object.keys(matrix.skipped).length > 0) {
    const skipped = Buffer.from(JSON.stringify(matrix.skipped), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(skipped.length, 0);
    parts.push(length, skipped);
  }
  return Buffer.concat(parts);
}

export function decodeTerms(buf: Buffer): TermMatrix {
  const vocabLength = buf.readUInt32LE(0);
  const vocabulary = JSON.parse(buf.subarray(4, 4 + vocabLength).toString('utf8')) as string[];
  let at = 4 + vocabLength;
  const documents = buf.readUInt32LE(at);
  at += 4;
  // Copied into fresh arrays: the buffer's offset need not be 4-byte aligned.
  const offsets = new Int32Array(documents + 1);
  Buffer.from(offsets.buffer).set(buf.subarray(at, at + offsets.byteLength));
  at += offsets.byteLength;
  const termIds = new Int32Array(offsets[documents]);
  Buffer.from(termIds.buffer).set(buf.subarray(at, at + termIds.byteLength));
  at += termIds.byteLength;
  return { vocabulary, offsets, termIds, skipped: at + 4 <= buf.length ? skipCounts(buf, at) : {} };
}

function skipCounts(buf: Buffer, at: number): SkipCounts {
  const length = buf.readUInt32LE(at);
  const parsed = JSON.parse(buf.subarray(at + 4, at + 4 + length).toString('utf8')) as Record<string, unknown>;
  const counts: SkipCounts = {};
  for (const [reason, count] of Object.entries(parsed))
    if (isSkipReason(reason) && typeof count === 'number') countSkip(counts, reason, count);
  return counts;
}
