/** Steps between two convergence checks (each check diagonalises the small tridiagonal matrix). */
const CHECK_EVERY = 5;

/** The k largest eigenpairs of a symmetric operator, as Lanczos left them. */
export interface LeadingEigenpairs {
  /** Eigenvalues, largest first. */
  values: Float64Array;
  /** The k eigenvectors interleaved: user u's entries at u·k … u·k + k − 1. */
  vectors: Float64Array;
  /** Lanczos steps taken (each one product with the operator). */
  steps: number;
  /** Every wanted pair met the tolerance (false: the step cap ended the iteration first). */
  converged: boolean;
}

/**
 * The k algebraically largest eigenpairs of a symmetric n × n operator (`apply(x, y)` sets y = Ax)
 * by Lanczos with full reorthogonalisation, from a fixed start vector. The iteration stops once the
 * residual ‖Ay − θy‖ of each of the k wanted Ritz pairs is below `tolerance` (which is what makes
 * the answer independent of the step count: a converged vector does not change with more steps),
 * or after `maxSteps` steps. Lanczos converges far faster than subspace iteration when the wanted
 * eigenvalues lie close to the rest, as they do when camps are mixed. Memory: `maxSteps` + 2
 * vectors of n numbers.
 */
export function leadingEigenpairs(
  apply: (x: Float64Array, y: Float64Array) => void,
  start: Float64Array,
  k: number,
  maxSteps: number,
  tolerance: number,
): LeadingEigenpairs {
  const n = start.length;
  const cap = Math.max(k, Math.min(maxSteps, n));
  const basis: Float64Array[] = [];
  const alpha: number[] = [];
  const beta: number[] = [];
  let q = Float64Array.from(start);
  scaleTo(q, 1 / norm(q));
  const w = new Float64Array(n);
  let ritz: ReturnType<typeof tridiagonalEigen> = {
    values: new Float64Array(0),
    vectors: new Float64Array(0),
    size: 0,
  };
  let converged = false;
  for (let j = 0; j < cap; j++) {
    basis.push(q);
    apply(q, w);
    alpha.push(dot(q, w));
    // Full reorthogonalisation (modified Gram–Schmidt against every basis vector, which also does
    // the three-term recurrence) keeps the basis orthonormal, so no spurious copies of converged
    // eigenvalues appear.
    for (const b of basis) {
      const c = dot(b, w);
      for (let u = 0; u < n; u++) w[u] -= c * b[u];
    }
    const next = norm(w);
    const last = j + 1 === cap || next <= 1e-12 * Math.max(1, Math.abs(alpha[j]));
    if (last || (j + 1 >= k && (j + 1) % CHECK_EVERY === 0)) {
      ritz = tridiagonalEigen(alpha, beta, j + 1);
      converged = next <= 1e-12 * Math.max(1, Math.abs(alpha[j]));
      if (!converged) {
        converged = true;
        for (let i = 0; i < k && i < j + 1; i++)
          if (next * Math.abs(ritz.vectors[j * ritz.size + i]) > tolerance) converged = false;
      }
      if (converged || last) break;
    }
    beta.push(next);
    q = Float64Array.from(w);
    scaleTo(q, 1 / next);
  }
  const size = ritz.size;
  const wanted = Math.min(k, size);
  const vectors = new Float64Array(n * k);
  for (let j = 0; j < size; j++) {
    const b = basis[j];
    for (let i = 0; i < wanted; i++) {
      const c = ritz.vectors[j * size + i];
      for (let u = 0; u < n; u++) vectors[u * k + i] += c * b[u];
    }
  }
  return { values: ritz.values.slice(0, k), vectors, steps: size, converged };
}

/**
 * Eigenvalues (largest first) and eigenvectors (columns, `vectors[row·size + column]`) of the
 * size × size symmetric tridiagonal matrix with diagonal `alpha` and off-diagonal `beta`, by the
 * implicit QL method (tql2 of EISPACK, as in JAMA).
 */
function tridiagonalEigen(
  alpha: readonly number[],
  beta: readonly number[],
  size: number,
): { values: Float64Array; vectors: Float64Array; size: number } {
  const d = Float64Array.from(alpha.slice(0, size));
  const e = new Float64Array(size);
  for (let i = 0; i + 1 < size; i++) e[i] = beta[i];
  const v = new Float64Array(size * size);
  for (let i = 0; i < size; i++) v[i * size + i] = 1;
  let f = 0;
  let tst1 = 0;
  const eps = 2 ** -52;
  for (let l = 0; l < size; l++) {
    tst1 = Math.max(tst1, Math.abs(d[l]) + Math.abs(e[l]));
    let m = l;
    while (m < size - 1 && Math.abs(e[m]) > eps * tst1) m++;
    if (m > l) {
      for (let iteration = 0; iteration < 60 && Math.abs(e[l]) > eps * tst1; iteration++) {
        let g = d[l];
        let p = (d[l + 1] - g) / (2 * e[l]);
        let r = Math.hypot(p, 1);
        if (p < 0) r = -r;
        d[l] = e[l] / (p + r);
        d[l + 1] = e[l] * (p + r);
        const dl1 = d[l + 1];
        let h = g - d[l];
        for (let i = l + 2; i < size; i++) d[i] -= h;
        f += h;
        p = d[m];
        let c = 1;
        let c2 = 1;
        let c3 = 1;
        const el1 = e[l + 1];
        let s = 0;
        let s2 = 0;
        for (let i = m - 1; i >= l; i--) {
          c3 = c2;
          c2 = c;
          s2 = s;
          g = c * e[i];
          h = c * p;
          r = Math.hypot(p, e[i]);
          e[i + 1] = s * r;
          s = e[i] / r;
          c = p / r;
          p = c * d[i] - s * g;
          d[i + 1] = h + s * (c * g + s * d[i]);
          for (let row = 0; row < size; row++) {
            h = v[row * size + i + 1];
            v[row * size + i + 1] = s * v[row * size + i] + c * h;
            v[row * size + i] = c * v[row * size + i] - s * h;
          }
        }
        p = (-s * s2 * c3 * el1 * e[l]) / dl1;
        e[l] = s * p;
        d[l] = c * p;
      }
    }
    d[l] += f;
    e[l] = 0;
  }
  const order = Array.from({ length: size }, (_, i) => i).sort((a, b) => d[b] - d[a] || a - b);
  const values = Float64Array.from(order, (i) => d[i]);
  const vectors = new Float64Array(size * size);
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++) vectors[row * size + column] = v[row * size + order[column]];
  return { values, vectors, size };
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i] * b[i];
  return sum;
}

function norm(a: Float64Array): number {
  return Math.sqrt(dot(a, a));
}

function scaleTo(a: Float64Array, factor: number): void {
  for (let i = 0; i < a.length; i++) a[i] *= factor;
}
