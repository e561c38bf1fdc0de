import { routeUrl } from '@kizuna/http-api/route-paths';
import { decodeWholeGraph } from '@kizuna/proto/graph-binary';
import type { WholeGraphState } from './whole-graph-state';

/** The whole-graph route (issue 59; docs/http-api.md): the answer's bytes, gunzipped here when the server sent them gzipped in the body. */
async function answerBytes(response: Response): Promise<Uint8Array> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Asks for a run's whole graph and decodes it into typed arrays: ready, pending (409: the
 * project's layout is still being computed) or missing (any other failure: the page keeps
 * today's canvas). Marks its steps on the page's timeline (the bench reads them).
 */
export async function fetchWholeGraph(
  processId: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<WholeGraphState> {
  try {
    performance.mark('whole-graph:asked');
    // The table's URLs are relative to the site's root (the API's base URL is '/').
    const response = await fetch(`/${routeUrl('getWholeGraph')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Auth-Token': token } : {}) },
      body: JSON.stringify({ process_id: processId }),
      signal,
    });
    // An older project's layout is computed in the background: today's canvas meanwhile, then the whole graph.
    if (response.status === 409) return { status: 'pending' };
    if (!response.ok) throw new Error(`whole graph: ${response.status}`);
    const bytes = await answerBytes(response);
    performance.mark('whole-graph:answered');
    const graph = decodeWholeGraph(bytes);
    performance.mark('whole-graph:decoded');
    return { status: 'ready', graph };
  } catch {
    return { status: 'missing' };
  }
}
