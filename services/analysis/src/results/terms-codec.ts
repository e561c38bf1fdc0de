import type { PostTerms } from '../engine/types.js';

/**
 * Compact binary form of a project's tokenized posts, cached so that the runs of one project
 * (k = 3, 6, 10) tokenize once: [u32 vocabulary JSON length][vocabulary JSON][u32 docs]
 * [u32 offsets × (docs + 1)][u32 term ids].
 */
export function encodeTerms(terms: PostTerms): Buffer {
  const ids = new Map<string, number>();
  const vocabulary: string[] = [];
  let total = 0;
  for (const doc of terms) total += doc.length;
  const offsets = new Uint32Array(terms.length + 1);
  const termIds = new Uint32Array(total);
  let at = 0;
  terms.forEach((doc, i) => {
    offsets[i] = at;
    for (const term of doc) {
      let id = ids.get(term);
      if (id === undefined) {
        id = vocabulary.length;
        ids.set(term, id);
        vocabulary.push(term);
      }
      termIds[at++] = id;
    }
  });
  offsets[terms.length] = at;
  const vocab = Buffer.from(JSON.stringify(vocabulary), 'utf8');
  const head = Buffer.alloc(8);
  head.writeUInt32LE(vocab.length, 0);
  head.writeUInt32LE(terms.length, 4);
  return Buffer.concat([
    head.subarray(0, 4),
    vocab,
    head.subarray(4, 8),
    Buffer.from(offsets.buffer),
    Buffer.from(termIds.buffer),
  ]);
}

export function decodeTerms(buf: Buffer): PostTerms {
  const vocabLength = buf.readUInt32LE(0);
  const vocabulary = JSON.parse(buf.subarray(4, 4 + vocabLength).toString('utf8')) as string[];
  let at = 4 + vocabLength;
  const docs = buf.readUInt32LE(at);
  at += 4;
  const aligned = Buffer.from(buf.subarray(at)); // copy so the Uint32Arrays start 4-byte aligned
  const offsets = new Uint32Array(aligned.buffer, aligned.byteOffset, docs + 1);
  const termIds = new Uint32Array(aligned.buffer, aligned.byteOffset + (docs + 1) * 4, offsets[docs]);
  const terms: PostTerms = new Array(docs);
  for (let i = 0; i < docs; i++) {
    const doc = new Array<string>(offsets[i + 1] - offsets[i]);
    for (let j = offsets[i]; j < offsets[i + 1]; j++) doc[j - offsets[i]] = vocabulary[termIds[j]];
    terms[i] = doc;
  }
  return terms;
}
