import { asTermMatrix, documentCount, type DocTerms } from './term-matrix.js';

/**
 * All terms of each user's posts, in post order: the input of placeByText and clusterByText.
 * `docUser[i]` is the user index (0..users-1) of post i, or -1 to leave the post out.
 */
export function termsByUser(docTerms: DocTerms, docUser: ArrayLike<number>, users: number): string[][] {
  const docs = documentCount(docTerms);
  if (docUser.length !== docs) throw new RangeError(`docUser has ${docUser.length} entries for ${docs} documents`);
  const matrix = asTermMatrix(docTerms);
  const out = Array.from({ length: users }, () => [] as string[]);
  for (let doc = 0; doc < docs; doc++) {
    const user = docUser[doc];
    if (user === -1) continue;
    if (!Number.isInteger(user) || user < 0 || user >= users)
      throw new RangeError(`post ${doc} has user ${user}, outside -1..${users - 1}`);
    const terms = out[user];
    for (let j = matrix.offsets[doc]; j < matrix.offsets[doc + 1]; j++)
      terms.push(matrix.vocabulary[matrix.termIds[j]]);
  }
  return out;
}
