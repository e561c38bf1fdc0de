import { describe, expect, it } from '@jest/globals';
import { bandPositions, decodeMembership, encodeMembership, memberLineRange, sameUsers } from './membership-codec.js';

// Five users in network order; community 1 (0-based 0) lists bo then ann, community 2 cy, dee, ed.
const ids = ['ann', 'bo', 'cy', 'dee', 'ed'];
const communities = [
  ['bo', 'ann'],
  ['cy', 'dee', 'ed'],
];
const lineBytes = [Float64Array.of(10, 12), Float64Array.of(7, 3, 20)];

describe('membership codec', () => {
  it('reads back each user’s community, each community’s members in order and where their lines end', () => {
    const encoded = encodeMembership(ids, communities, lineBytes);
    // An odd offset, as a slice of a larger buffer would have.
    const m = decodeMembership(Buffer.concat([Buffer.from([1]), encoded]).subarray(1));
    expect(m.k).toBe(2);
    expect(Array.from(m.assignment)).toEqual([0, 0, 1, 1, 1]);
    expect(Array.from(m.members)).toEqual([1, 0, 2, 3, 4]);
    expect(Array.from(m.starts)).toEqual([0, 2, 5]);
    expect([0, 1].map((p) => memberLineRange(m, 0, p))).toEqual([
      [0, 10],
      [10, 22],
    ]);
    expect([0, 1, 2].map((p) => memberLineRange(m, 1, p))).toEqual([
      [0, 7],
      [7, 10],
      [10, 30],
    ]);
    // Its own buffer, not a slice of Buffer's shared pool: the worker hands it to another thread.
    expect(encoded.byteOffset).toBe(0);
    expect(encoded.buffer.byteLength).toBe(encoded.byteLength);
  });

  it('lines up runs over the same users in the same order only', () => {
    const a = decodeMembership(Buffer.from(encodeMembership(ids, communities, lineBytes)));
    const b = decodeMembership(
      Buffer.from(encodeMembership(ids, [['ann'], ['bo'], ['cy', 'dee', 'ed']], [[1], [1], [1, 1, 1]])),
    );
    expect(sameUsers(a, b)).toBe(true);
    const reordered = [...ids].reverse();
    const c = decodeMembership(Buffer.from(encodeMembership(reordered, communities, lineBytes)));
    expect(sameUsers(a, c)).toBe(false);
    // Ids that run together differently are other users.
    const d = decodeMembership(
      Buffer.from(encodeMembership(['an', 'nbo', 'cy', 'dee', 'ed'], [['an', 'nbo'], communities[1]], lineBytes)),
    );
    expect(sameUsers(a, d)).toBe(false);
  });

  it('finds a band’s users at their places in the first run’s member list', () => {
    const a = decodeMembership(Buffer.from(encodeMembership(ids, communities, lineBytes)));
    // Second run: ann and dee in community 0, the rest in 1.
    const b = decodeMembership(
      Buffer.from(
        encodeMembership(
          ids,
          [
            ['dee', 'ann'],
            ['bo', 'cy', 'ed'],
          ],
          [
            [1, 1],
            [1, 1, 1],
          ],
        ),
      ),
    );
    expect(Array.from(bandPositions(a, 0, b, 0))).toEqual([1]);
    expect(Array.from(bandPositions(a, 0, b, 1))).toEqual([0]);
    expect(Array.from(bandPositions(a, 1, b, 0))).toEqual([1]);
    expect(Array.from(bandPositions(a, 1, b, 1))).toEqual([0, 2]);
  });

  it('refuses members who are not users of the run, or users in no community', () => {
    expect(() =>
      encodeMembership(
        ids,
        [
          ['bo', 'ann', 'zed'],
          ['cy', 'dee', 'ed'],
        ],
        [
          [1, 1, 1],
          [1, 1, 1],
        ],
      ),
    ).toThrow('zed');
    expect(() =>
      encodeMembership(
        ids,
        [
          ['bo', 'ann', 'bo'],
          ['cy', 'dee', 'ed'],
        ],
        [
          [1, 1, 1],
          [1, 1, 1],
        ],
      ),
    ).toThrow('bo');
    expect(() => encodeMembership(ids, [['bo'], ['cy', 'dee', 'ed']], [[1], [1, 1, 1]])).toThrow('no community');
    expect(() =>
      decodeMembership(Buffer.from(encodeMembership(ids, communities, lineBytes)).subarray(0, 60)),
    ).toThrow();
  });
});
