import { useEffect, useState } from 'react';
import { routeUrl } from '@kizuna/http-api/route-paths';
import { decodeWholeGraph, type WholeGraph } from '@kizuna/proto/graph-binary';
import { useAppSelector } from '../../app/useAppSelector';

/** While the layout is computed, the answer is asked for again this often (ms). */
export const LAYOUT_PENDING_RETRY_MS = 4000;

export type WholeGraphState =
  | { status: 'loading' }
  | { status: 'ready'; graph: WholeGraph }
  /** The project's layout is being computed (errors.graph_layout_pending): asked again until it is there. */
  | { status: 'pending' }
  /** No whole graph for this run (an older project whose layout is still being made, or an error). */
  | { status: 'missing' };

/** The whole-graph route (issue 59; docs/http-api.md): the answer's bytes, gunzipped here when the server sent them gzipped in the body. */
async function answerBytes(response: Response): Promise<Uint8Array> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The run's whole graph, fetched once per run while `enabled` (WebGL2 is there) and decoded into
 * typed arrays; kept out of the Redux store, which holds plain data only. Any failure leaves the
 * page on today's canvas.
 */
export function useWholeGraph(processId: string, enabled: boolean): WholeGraphState {
  const token = useAppSelector((state) => state.session.api_token);
  const [answer, setAnswer] = useState<{ processId: string; state: WholeGraphState } | null>(null);
  useEffect(() => {
    if (!enabled || !processId) return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      let state: WholeGraphState;
      try {
        // The table's URLs are relative to the site's root (the API's base URL is '/').
        const response = await fetch(`/${routeUrl('getWholeGraph')}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Auth-Token': token } : {}) },
          body: JSON.stringify({ process_id: processId }),
          signal: abort.signal,
        });
        // An older project's layout is computed in the background: today's canvas meanwhile, then the whole graph.
        if (response.status === 409) state = { status: 'pending' };
        else if (!response.ok) throw new Error(`whole graph: ${response.status}`);
        else state = { status: 'ready', graph: decodeWholeGraph(await answerBytes(response)) };
      } catch {
        state = { status: 'missing' };
      }
      if (abort.signal.aborted) return;
      setAnswer({ processId, state });
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
