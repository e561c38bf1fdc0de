import { describe, it, expect } from '@jest/globals';
import { GREYED_COLOR, visNodeStyle } from './vis-node-style';

describe('visNodeStyle', () => {
  it('fills a selected-or-neutral node with its community color', () => {
    const style = visNodeStyle({ id: 'u1', color: '#1f77b4' }, false);
    expect(style.color.background).toBe('#1f77b4');
    expect(style.color.border).toBe('#1f77b4');
    expect(style.font.color).toBe('#222222');
  });

  it('greys a node and its label but keeps the real color for when it is clicked', () => {
    const style = visNodeStyle({ id: 'u1', color: '#1f77b4' }, true);
    expect(style.color.background).toBe(GREYED_COLOR);
    expect(style.color.highlight.background).toBe('#1f77b4');
    expect(style.font.color).not.toBe('#222222');
  });
});
