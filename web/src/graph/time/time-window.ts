/** Spec §9: the time slider moves in whole minutes. */
export const TIME_STEP_MS = 60_000;

/** The results time filter, kept pure so that every transition is testable. */
export interface TimeWindowState {
  /** The run's time range (first and last post), whole minutes; null before the graph is known. */
  min: number | null;
  max: number | null;
  /** The chosen window; null: the whole range, nothing filtered. */
  window: { start: number; end: number } | null;
  /** Spec §4: the slider moves only between drag-start and drag-end. */
  dragging: boolean;
  playing: boolean;
  /** Keyword, post and member panels follow the window. */
  panelsFollow: boolean;
}

export type TimeWindowAction =
  /** A run's range; `window` and `follow` as a link gives them (follow: the toggle stays as it is when absent). */
  | { type: 'range'; min: number; max: number; window?: { start: number; end: number } | null; follow?: boolean }
  | { type: 'dragStart' }
  | { type: 'drag'; start: number; end: number }
  | { type: 'dragEnd' }
  | { type: 'set'; start: number; end: number }
  | { type: 'reset' }
  | { type: 'play' }
  | { type: 'pause' }
  /** One animation step: the window moves on by `by` ms keeping its width; playing stops at the end. */
  | { type: 'tick'; by: number }
  | { type: 'follow'; on: boolean };

export const initialTimeWindow: TimeWindowState = {
  min: null,
  max: null,
  window: null,
  dragging: false,
  playing: false,
  panelsFollow: false,
};

const floorMinute = (t: number) => Math.floor(t / TIME_STEP_MS) * TIME_STEP_MS;
const ceilMinute = (t: number) => Math.ceil(t / TIME_STEP_MS) * TIME_STEP_MS;

/** A window within the range, in whole minutes, start ≤ end; the whole range becomes null. */
function clamp(state: TimeWindowState, start: number, end: number): TimeWindowState['window'] {
  if (state.min === null || state.max === null) return null;
  let s = Math.min(Math.max(floorMinute(Math.min(start, end)), state.min), state.max);
  let e = Math.min(Math.max(ceilMinute(Math.max(start, end)), state.min), state.max);
  if (e < s) [s, e] = [e, s];
  return s === state.min && e === state.max ? null : { start: s, end: e };
}

export function timeWindowReducer(state: TimeWindowState, action: TimeWindowAction): TimeWindowState {
  switch (action.type) {
    case 'range': {
      const min = floorMinute(action.min);
      const max = Math.max(min, ceilMinute(action.max));
      const next = { ...initialTimeWindow, panelsFollow: action.follow ?? state.panelsFollow, min, max };
      return action.window ? { ...next, window: clamp(next, action.window.start, action.window.end) } : next;
    }
    case 'dragStart':
      return state.dragging ? state : { ...state, dragging: true, playing: false };
    case 'drag':
      return state.dragging ? { ...state, window: clamp(state, action.start, action.end) } : state;
    case 'dragEnd':
      return state.dragging ? { ...state, dragging: false } : state;
    case 'set':
      return { ...state, playing: false, window: clamp(state, action.start, action.end) };
    case 'reset':
      return { ...state, window: null, playing: false, dragging: false };
    case 'play': {
      if (state.min === null || state.max === null || state.max === state.min) return state;
      // Without a window, play a tenth of the range; a window already at the end starts over.
      const width = state.window ? state.window.end - state.window.start : ceilMinute((state.max - state.min) / 10);
      const atEnd = !state.window || state.window.end >= state.max;
      const window = atEnd ? { start: state.min, end: Math.min(state.max, state.min + width) } : state.window;
      return { ...state, playing: true, dragging: false, window };
    }
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'tick': {
      if (!state.playing || !state.window || state.max === null) return state;
      const width = state.window.end - state.window.start;
      const end = Math.min(state.max, state.window.end + Math.max(TIME_STEP_MS, ceilMinute(action.by)));
      return { ...state, window: { start: end - width, end }, playing: end < state.max };
    }
    case 'follow':
      return { ...state, panelsFollow: action.on };
  }
}

/** Whether a user active from start to end overlaps the window (no window: everyone; unknown times: only then). */
export function activeInWindow(start: number | null, end: number | null, window: TimeWindowState['window']): boolean {
  if (!window) return true;
  if (start === null || end === null) return false;
  return start <= window.end && end >= window.start;
}
