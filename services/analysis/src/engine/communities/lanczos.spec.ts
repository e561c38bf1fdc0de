import { describe, expect, it } from '@jest/globals';
import { leadingEigenpairs } from './lanczos.js';

/** y = A x for the path graph on n nodes, whose eigenvalues are 2 cos(πj / (n + 1)), j = 1..n. */
function pathOperator(n: number): (x: Float64Array, y: Float64Array) => void {
  return (x, y) => {
    for (let u = 0; u < n; u++) y[u] = (u > 0 ? x[u - 1] : 0) + (u + 1 < n ? x[u + 1] : 0);
  };
}

const start = (n: number): Float64Array => Float64Array.from({ length: n }, (_, u) => 1 + 0.5 * Math.sin(u + 1));

describe('Lanczos leading eigenpairs', () => {
  const n = 150;
  const k = 3;

  it('finds the largest eigenvalues and eigenvectors of the path graph', () => {
    const result = leadingEigenpairs(pathOperator(n), start(n), k, 150, 1e-9);
    expect(result.converged).toBe(true);
    const y = new Float64Array(n);
    for (let j = 0; j < k; j++) {
      expect(result.values[j]).toBeCloseTo(2 * Math.cos((Math.PI * (j + 1)) / (n + 1)), 8);
      const x = Float64Array.from({ length: n }, (_, u) => result.vectors[u * k + j]);
      pathOperator(n)(x, y);
      let residual = 0;
      let length = 0;
      for (let u = 0; u < n; u++) {
        residual += (y[u] - result.values[j] * x[u]) ** 2;
        length += x[u] ** 2;
      }
      expect(Math.sqrt(length)).toBeCloseTo(1, 8);
      expect(Math.sqrt(residual)).toBeLessThan(1e-7);
    }
  });

  it('gives the same vectors from another start, once converged', () => {
    const other = Float64Array.from({ length: n }, (_, u) => 2 + Math.cos(3 * u));
    const a = leadingEigenpairs(pathOperator(n), start(n), k, n, 1e-9);
    const b = leadingEigenpairs(pathOperator(n), other, k, n, 1e-9);
    expect(a.converged && b.converged).toBe(true);
    for (let j = 0; j < k; j++) {
      // Eigenvectors are defined up to sign.
      const sign = Math.sign(a.vectors[j]) * Math.sign(b.vectors[j]);
      for (let u = 0; u < n; u++)
        expect(Math.abs(a.vectors[u * k + j] - sign * b.vectors[u * k + j])).toBeLessThan(1e-6);
    }
  });

  it('says when the step cap ended it before convergence', () => {
    const result = leadingEigenpairs(pathOperator(n), start(n), k, 10, 1e-9);
    expect(result.converged).toBe(false);
    expect(result.steps).toBe(10);
  });
});
