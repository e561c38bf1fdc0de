import type { CoActionPairs } from './co-action-pairs.js';
import type { CoordinationInputs } from './coordination-inputs.js';
import type { NearIdenticalMatch } from './coordination-result.js';
import { EVIDENCE_LIMIT } from './coordination-settings.js';

/**
 * Each part's near-identical matches (a kept pair's two accounts are always in one part), earliest
 * first, at most EVIDENCE_LIMIT, each with its two texts and their similarity; and how many each part has.
 */
export function nearEvidenceByPart(
  inputs: CoordinationInputs,
  pairs: CoActionPairs,
  partOf: Int32Array,
  partCount: number,
): { matches: NearIdenticalMatch[][]; totals: Int32Array } {
  const { first, second, common, union } = pairs.near;
  const byPart: number[][] = Array.from({ length: partCount }, () => []);
  for (let m = 0; m < first.length; m++) byPart[partOf[inputs.actionUser[first[m]]]].push(m);
  const { actionTime } = inputs;
  const matches = byPart.map((list) =>
    list
      .sort(
        (x, y) =>
          actionTime[first[x]] - actionTime[first[y]] ||
          actionTime[second[x]] - actionTime[second[y]] ||
          first[x] - first[y] ||
          second[x] - second[y],
      )
      .slice(0, EVIDENCE_LIMIT)
      .map((m) => ({
        source: matchedPost(inputs, first[m]),
        target: matchedPost(inputs, second[m]),
        similarity: Math.round((common[m] / union[m]) * 1000) / 1000,
      })),
  );
  return { matches, totals: Int32Array.from(byPart, (list) => list.length) };
}

function matchedPost(inputs: CoordinationInputs, action: number): NearIdenticalMatch['source'] {
  let item = 0;
  // The item whose run holds the action (itemStart ascends).
  let lo = 0;
  let hi = inputs.itemStart.length - 2;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (inputs.itemStart[mid] <= action) {
      item = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return {
    node_id: inputs.users[inputs.actionUser[action]],
    time: inputs.actionTime[action],
    row: inputs.actionRow[action],
    text: inputs.itemText[item],
  };
}
