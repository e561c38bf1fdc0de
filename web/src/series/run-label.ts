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

/**
 * The run's posts' period as a column heading says it: the month of its posts in the user's
 * language ("2024年6月", "June 2024"), or first and last month when they span more than one
 * (Tokyo time, as every date of the app); '' when the run has no posts.
 */
export function runPeriod(run: Pick<SeriesRun, 'first_post' | 'last_post'>, language: string): string {
  if (run.first_post === null) return '';
  const month = new Intl.DateTimeFormat(language.startsWith('ja') ? 'ja-JP' : 'en-US', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'long',
  });
  const [first, last] = [month.format(run.first_post), month.format(run.last_post ?? run.first_post)];
  return first === last ? first : `${first} – ${last}`;
}
