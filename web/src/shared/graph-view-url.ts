/** The view a link reproduces: community, user, time window and whether the panels follow it (run and project are in the path). */
export interface GraphViewUrl {
  communityId: number | null;
  nodeId: string | null;
  window: { start: number; end: number } | null;
  /** Keyword, post and member panels follow the window. */
  follow: boolean;
}

const wholeNumber = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value) ? Number(value) : null;

export function readGraphViewUrl(search: string): GraphViewUrl {
  const params = new URLSearchParams(search);
  const from = wholeNumber(params.get('from'));
  const to = wholeNumber(params.get('to'));
  const node = params.get('user');
  return {
    communityId: wholeNumber(params.get('community')),
    nodeId: node ? node : null,
    window: from !== null && to !== null && from <= to ? { start: from, end: to } : null,
    follow: params.get('follow') === '1',
  };
}

/** The query string of a view, in a fixed order, without empty parts ('' for the plain view). */
export function writeGraphViewUrl(view: GraphViewUrl): string {
  const params = new URLSearchParams();
  if (view.nodeId !== null) params.set('user', view.nodeId);
  else if (view.communityId !== null) params.set('community', String(view.communityId));
  if (view.window) {
    params.set('from', String(view.window.start));
    params.set('to', String(view.window.end));
  }
  if (view.follow) params.set('follow', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}
