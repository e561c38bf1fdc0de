import { describe, it, expect } from '@jest/globals';
import { initialSelection, selectionReducer, type SelectionState } from './selection-reducer';

describe('selectionReducer', () => {
  it('selects a community and opens the keywords panel first', () => {
    expect(selectionReducer(initialSelection, { type: 'selectCommunity', communityId: 2 })).toEqual({
      communityId: 2,
      nodeId: null,
      edgeId: null,
      openPanel: 'keywords',
    });
  });

  it('selecting the selected community again deselects it', () => {
    const selected = selectionReducer(initialSelection, { type: 'selectCommunity', communityId: 2 });
    expect(selectionReducer(selected, { type: 'selectCommunity', communityId: 2 })).toEqual(initialSelection);
  });

  it('switching community keeps the open panel', () => {
    const state: SelectionState = { communityId: 1, nodeId: null, edgeId: null, openPanel: 'nodes' };
    expect(selectionReducer(state, { type: 'selectCommunity', communityId: 3 })).toEqual({
      communityId: 3,
      nodeId: null,
      edgeId: null,
      openPanel: 'nodes',
    });
  });

  it('selecting a user replaces a community selection', () => {
    const state: SelectionState = { communityId: 1, nodeId: null, edgeId: null, openPanel: 'tweets' };
    expect(selectionReducer(state, { type: 'selectNode', nodeId: 'u9' })).toEqual({
      communityId: null,
      nodeId: 'u9',
      edgeId: null,
      openPanel: 'tweets',
    });
  });

  it('selecting the same user again keeps the same state object', () => {
    const state: SelectionState = { communityId: null, nodeId: 'u9', edgeId: null, openPanel: null };
    expect(selectionReducer(state, { type: 'selectNode', nodeId: 'u9' })).toBe(state);
  });

  it('clear drops community and user but remembers the open panel', () => {
    const state: SelectionState = { communityId: 4, nodeId: null, edgeId: null, openPanel: 'tweets' };
    expect(selectionReducer(state, { type: 'clear' })).toEqual({
      communityId: null,
      nodeId: null,
      edgeId: null,
      openPanel: 'tweets',
    });
    expect(selectionReducer(initialSelection, { type: 'clear' })).toBe(initialSelection);
  });

  it('togglePanel opens one panel at a time and closes the open one', () => {
    let state: SelectionState = { communityId: 1, nodeId: null, edgeId: null, openPanel: 'keywords' };
    state = selectionReducer(state, { type: 'togglePanel', panel: 'nodes' });
    expect(state.openPanel).toBe('nodes');
    state = selectionReducer(state, { type: 'togglePanel', panel: 'nodes' });
    expect(state.openPanel).toBeNull();
    expect(state.communityId).toBe(1);
  });

  it('an edge click replaces any other selection, and clear keeps the open panel', () => {
    const state: SelectionState = { communityId: 1, nodeId: null, edgeId: null, openPanel: 'nodes' };
    const edge = selectionReducer(state, { type: 'selectEdge', edgeId: 'e4' });
    expect(edge).toEqual({ communityId: null, nodeId: null, edgeId: 'e4', openPanel: 'nodes' });
    expect(selectionReducer(edge, { type: 'selectEdge', edgeId: 'e4' })).toBe(edge);
    expect(selectionReducer(edge, { type: 'clear' })).toEqual({ ...initialSelection, openPanel: 'nodes' });
    expect(selectionReducer(edge, { type: 'selectNode', nodeId: 'a' })).toMatchObject({ nodeId: 'a', edgeId: null });
  });

  it('restores the view of a link: a user wins over a community', () => {
    expect(selectionReducer(initialSelection, { type: 'restore', communityId: 2, nodeId: null })).toMatchObject({
      communityId: 2,
      openPanel: 'keywords',
    });
    expect(selectionReducer(initialSelection, { type: 'restore', communityId: 2, nodeId: 'x' })).toMatchObject({
      communityId: null,
      nodeId: 'x',
    });
  });
});
