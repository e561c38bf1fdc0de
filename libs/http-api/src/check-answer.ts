import { ErrorAnswer } from './common.js';
import type { RouteSpec } from './routes.js';

/**
 * What is wrong with an answer of the route, as the route table describes it (empty when nothing):
 * a success answer must match the route's answer schema, an error answer the error shape.
 * `body` is the parsed JSON for JSON answers and the text otherwise.
 */
export function answerProblems(route: RouteSpec, status: number, contentType: string, body: unknown): string[] {
  const where = `${route.method} ${route.path} ${status}`;
  const kind = route.answerKind ?? 'json';
  if (status >= 300 && status < 400) {
    return kind === 'redirect' ? [] : [`${where}: redirects, but the route table says it answers ${kind}`];
  }
  const success = status < 300 || (route.alsoAnswersWith ?? []).includes(status);
  const json = contentType.startsWith('application/json');
  if (!success) {
    if (!json) return [`${where}: an error answered ${contentType || 'no content type'}, not the JSON error shape`];
    const parsed = ErrorAnswer.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${where}: error ${i.path.join('.')}: ${i.message}`);
  }
  if (kind === 'redirect') return [`${where}: answered instead of redirecting`];
  if ((kind === 'json') !== json) return [`${where}: answered ${contentType}, the route table says ${kind}`];
  if (kind === 'binary')
    return contentType.startsWith('application/octet-stream') ? [] : [`${where}: answered ${contentType}, not bytes`];
  const parsed = route.answer.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.slice(0, 10).map((i) => `${where}: ${i.path.join('.')}: ${i.message}`);
}
