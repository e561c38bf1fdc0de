import type { WholeGraphState } from './whole-graph-state';
import { fetchWholeGraph } from './fetch-whole-graph';

/** The answer asked for ahead, for one run and one session; taken once. */
let ahead: {
  processId: string;
  token: string;
  answer: Promise<WholeGraphState>;
  /** The answer once it has come: the screen's first render can draw it without waiting a turn. */
  settled?: WholeGraphState;
} | null = null;

/**
 * The whole graph asked for as soon as the graph route is matched (the route's loader), so that
 * it travels and decodes while the graph screen's code loads and React mounts it; the screen's
 * hook then takes the answer instead of asking again. Asked again (a retry while the layout is
 * pending, another run) goes to the server.
 */
export const wholeGraphPrefetch = {
  start(processId: string, token: string): void {
    if (ahead?.processId === processId && ahead.token === token) return;
    const asked: NonNullable<typeof ahead> = { processId, token, answer: fetchWholeGraph(processId, token) };
    void asked.answer.then((state) => (asked.settled = state));
    ahead = asked;
  },
  /** The answer asked for ahead for this run and session if it has already come (not taken). */
  settled(processId: string, token: string | null): WholeGraphState | null {
    if (!ahead || ahead.processId !== processId || ahead.token !== token) return null;
    return ahead.settled ?? null;
  },
  /** The answer asked for ahead for this run and session, once; null when there is none. */
  take(processId: string, token: string | null): Promise<WholeGraphState> | null {
    if (!ahead || ahead.processId !== processId || ahead.token !== token) return null;
    const { answer } = ahead;
    ahead = null;
    return answer;
  },
};
