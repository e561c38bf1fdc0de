import { jest } from '@jest/globals';

export interface Reply {
  status?: number;
  body?: unknown;
  /** Extra answer headers, e.g. a file answer's Content-Disposition. */
  headers?: Record<string, string>;
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  token: string | null;
}

type Handler = (call: ApiCall) => Reply | Promise<Reply>;

/**
 * The network boundary, and only it: replaces fetch with answers keyed by "METHOD /path" and
 * records every call the component's API client made (its method, path, query and JSON body).
 */
export function fakeApi(routes: Record<string, Reply | Handler>) {
  const calls: ApiCall[] = [];
  const fetchFake = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text && text.startsWith('{') ? JSON.parse(text) : text,
      token: request.headers.get('X-Auth-Token'),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) throw new Error(`No fake answer for ${call.method} ${call.path}`);
    const reply = typeof route === 'function' ? await route(call) : route;
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  globalThis.fetch = fetchFake as typeof fetch;
  return { calls, fetch: fetchFake };
}
