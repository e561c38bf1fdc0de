import { describe, expect, it } from '@jest/globals';
import { textAgreement } from './text-agreement.js';

/** Similarities where each user's writing points to `choice[i]` (0.6 against 0.2 elsewhere). */
function pointing(choice: readonly number[], k: number): Float64Array {
  const out = new Float64Array(choice.length * k).fill(0.2);
  choice.forEach((c, i) => (out[i * k + c] = 0.6));
  return out;
}

describe('textAgreement', () => {
  it('trusts text that picks every user’s community', () => {
    const network = Array.from({ length: 200 }, (_, i) => i % 3);
    const a = textAgreement(network, pointing(network, 3), 3);
    expect(a.users).toBe(200);
    expect(a.kappa).toBeCloseTo(1, 10);
    expect(a.trust).toBeGreaterThan(0.8);
  });

  it('gives no trust to text unrelated to the communities', () => {
    const network = Array.from({ length: 300 }, (_, i) => i % 2);
    // Text picks by another rule, independent of the network's choice.
    const text = Array.from({ length: 300 }, (_, i) => Math.floor(i / 2) % 2);
    expect(textAgreement(network, pointing(text, 2), 2).trust).toBe(0);
  });

  it('gives no trust to a few lucky agreements on a small graph', () => {
    // 8 of 10 agree: kappa 0.6, but ten users cannot tell that from chance well enough.
    const network = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1];
    const text = [0, 0, 0, 0, 1, 1, 1, 1, 1, 0];
    const a = textAgreement(network, pointing(text, 2), 2);
    expect(a.kappa).toBeCloseTo(0.6, 10);
    expect(a.trust).toBe(0);
  });

  it('leaves out users without usable text or whose text ties', () => {
    const similarity = Float64Array.from([0, 0, 0.5, 0.5, 0.9, 0.1]);
    expect(textAgreement([0, 1, 0], similarity, 2).users).toBe(1);
  });
});
