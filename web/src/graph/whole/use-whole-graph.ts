import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/useAppSelector';
import { fetchWholeGraph } from './fetch-whole-graph';
import { wholeGraphPrefetch } from './whole-graph-prefetch';
import type { WholeGraphState } from './whole-graph-state';

/** While the layout is computed, the answer is asked for again this often (ms). */
export const LAYOUT_PENDING_RETRY_MS = 4000;

/**
 * The run's whole graph, fetched once per run while `enabled` (WebGL2 is there) and decoded into
 * typed arrays (`fetchWholeGraph`); kept out of the Redux store, which holds plain data only. Any
 * failure leaves the page on today's canvas.
 */
export function useWholeGraph(processId: string, enabled: boolean): WholeGraphState {
  const token = useAppSelector((state) => state.session.api_token);
  // An answer the route's loader already has is drawn from the screen's first render (not a render later).
  const [answer, setAnswer] = useState<{ processId: string; state: WholeGraphState } | null>(() => {
    const state = enabled ? wholeGraphPrefetch.settled(processId, token) : null;
    return state && { processId, state };
  });
  useEffect(() => {
    if (!enabled || !processId) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The first answer may have been asked for by the route's loader, before this screen mounted.
    let first: Promise<WholeGraphState> | null = wholeGraphPrefetch.take(processId, token);
    const ask = async () => {
      const state = await (first ?? fetchWholeGraph(processId, token, abort.signal));
      first = null;
      if (abort.signal.aborted) return;
      setAnswer((was) => (was?.processId === processId && was.state === state ? was : { processId, state }));
      if (state.status === 'pending') retry = setTimeout(() => void ask(), LAYOUT_PENDING_RETRY_MS);
    };
    void ask();
    return () => {
      abort.abort();
      clearTimeout(retry);
    };
  }, [processId, enabled, token]);
  if (!enabled || !processId) return { status: 'missing' };
  return answer?.processId === processId ? answer.state : { status: 'loading' };
}
