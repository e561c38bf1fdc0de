import { describe, expect, it } from '@jest/globals';
import { FULL_SIZE_PROJECT_SECONDS, simulateAnalysis } from './simulate-analysis.js';

describe('analysis scaling simulation', () => {
  const saturating = { partitions: 12, projectsPerHour: 5000, secondsPerProject: FULL_SIZE_PROJECT_SECONDS, hours: 4 };

  it('grows throughput with pods up to the partition count, and not beyond', () => {
    const byPods = [1, 2, 4, 8, 12, 16, 24].map((pods) => simulateAnalysis({ ...saturating, pods }));
    const perHour = byPods.map((r) => r.completedPerHour);
    for (let i = 1; i < 5; i++) expect(perHour[i]).toBeGreaterThan(perHour[i - 1] * 1.4);
    // One pod: 3600 / 26.8 = 134 projects an hour.
    expect(perHour[0]).toBeCloseTo(3600 / FULL_SIZE_PROJECT_SECONDS, -1);
    expect(perHour[5]).toBe(perHour[4]);
    expect(perHour[6]).toBe(perHour[4]);
    expect(byPods[6].workingPods).toBe(12);
  });

  it('keeps waiting short when the pods are not saturated', () => {
    const light = simulateAnalysis({ ...saturating, projectsPerHour: 40, pods: 2 });
    expect(light.utilisation).toBeLessThan(0.2);
    expect(light.p95Seconds).toBeLessThan(2 * FULL_SIZE_PROJECT_SECONDS);
  });
});
