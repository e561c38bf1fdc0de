/**
 * Normalized mutual information between two labelings of the same items, with the arithmetic-mean
 * normalisation NMI = 2·I(A;B) / (H(A) + H(B)) (igraph's compare_communities "nmi" and sklearn's
 * default). Two single-cluster labelings count as identical (1).
 */
export function normalizedMutualInformation(a: ArrayLike<number | string>, b: ArrayLike<number | string>): number {
  if (a.length !== b.length) throw new Error('NMI: labelings differ in length');
  const n = a.length;
  if (n === 0) return 1;
  const [la, ka] = toIndices(a);
  const [lb, kb] = toIndices(b);
  const countA = new Float64Array(ka);
  const countB = new Float64Array(kb);
  const joint = new Float64Array(ka * kb);
  for (let i = 0; i < n; i++) {
    countA[la[i]]++;
    countB[lb[i]]++;
    joint[la[i] * kb + lb[i]]++;
  }
  const entropy = (counts: Float64Array): number => {
    let h = 0;
    for (const c of counts) if (c > 0) h -= (c / n) * Math.log(c / n);
    return h;
  };
  const ha = entropy(countA);
  const hb = entropy(countB);
  if (ha === 0 && hb === 0) return 1;
  let mutual = 0;
  for (let i = 0; i < ka; i++) {
    for (let j = 0; j < kb; j++) {
      const c = joint[i * kb + j];
      if (c > 0) mutual += (c / n) * Math.log((c * n) / (countA[i] * countB[j]));
    }
  }
  return (2 * mutual) / (ha + hb);
}

function toIndices(labels: ArrayLike<number | string>): [Int32Array, number] {
  const map = new Map<number | string, number>();
  const out = new Int32Array(labels.length);
  for (let i = 0; i < labels.length; i++) {
    let id = map.get(labels[i]);
    if (id === undefined) {
      id = map.size;
      map.set(labels[i], id);
    }
    out[i] = id;
  }
  return [out, map.size];
}
