import { describe, expect, it } from '@jest/globals';
import { resultsLayout } from './results-layout';

describe('resultsLayout', () => {
  it('puts the panel beside the graph at the three common sizes, with a compact chart', () => {
    for (const [width, height] of [
      [1366, 768],
      [1440, 900],
      [1920, 1080],
    ]) {
      const layout = resultsLayout({ width, height }, false);
      expect(layout.narrow).toBe(false);
      expect(layout.panelWidth).toBeGreaterThanOrEqual(340);
      expect(layout.panelWidth).toBeLessThanOrEqual(480);
      // The graph gets more than two thirds of the width.
      expect(width - layout.panelWidth).toBeGreaterThan(width * 0.65);
      expect(layout.chartHeight).toBeLessThanOrEqual(88);
    }
    expect(resultsLayout({ width: 1366, height: 768 }, false).chartHeight).toBe(64);
  });

  it('puts the panel below the graph in a narrow window', () => {
    expect(resultsLayout({ width: 800, height: 900 }, false).narrow).toBe(true);
  });

  it('gives the chart room when expanded', () => {
    expect(resultsLayout({ width: 1440, height: 900 }, true).chartHeight).toBe(225);
    expect(resultsLayout({ width: 1366, height: 500 }, true).chartHeight).toBe(160);
  });
});
