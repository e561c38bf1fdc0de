import { describe, it, expect } from '@jest/globals';
import { toastDuration } from './toast-duration';
import { toastsSlice } from './toasts-slice';

const { reducer, actions } = toastsSlice;

describe('toasts', () => {
  it('keeps errors 6 s and success 3 s', () => {
    expect(toastDuration('error')).toBe(6000);
    expect(toastDuration('success')).toBe(3000);
  });

  it('stacks toasts in order with distinct ids and dismisses one by id', () => {
    let state = reducer(undefined, actions.shown('error', 'first'));
    state = reducer(state, actions.shown('success', 'second'));
    expect(state.map((t) => [t.severity, t.text])).toEqual([
      ['error', 'first'],
      ['success', 'second'],
    ]);
    expect(state[0].id).not.toBe(state[1].id);
    state = reducer(state, actions.dismissed(state[0].id));
    expect(state.map((t) => t.text)).toEqual(['second']);
  });
});
