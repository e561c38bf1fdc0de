import type { SeriesRun } from '@kizuna/http-api';
import { formatTokyo } from '../time/format-tokyo';

/** A run as the series screens name it: its place in the series and its project. */
export function runLabel(run: SeriesRun, index: number): string {
  return `${index + 1}. ${run.project_name}`;
}

/** The run's posts' dates (the first post's Tokyo day to the last's), or '' when it has none. */
export function runDates(run: Pick<SeriesRun, 'first_post' | 'last_post'>): string {
  if (run.first_post === null) return '';
  const day = (at: number) => formatTokyo(at).slice(0, 10);
  const [first, last] = [day(run.first_post), day(run.last_post ?? run.first_post)];
  return first === last ? first : `${first} – ${last}`;
}
