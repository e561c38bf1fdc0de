import type { RawdataHeader, RawdataRow } from '@kizuna/http-api';
import { formatTokyo } from '../time/format-tokyo';
import { followerCell } from './follower-cell';

export interface ReviewColumn {
  id: string;
  /** The CSV's own column name. */
  label: string;
  /** get_rawdata sort_key (spec §7), or null for the unsortable Other columns. */
  sortKey: number | null;
  /** Free text wraps; the short fields stay on one line. */
  wrap: boolean;
  cell: (row: RawdataRow) => string;
}

/**
 * The raw data table's columns in the order screen name, text, followers (only when a follower column
 * was mapped), date, then the Other columns, each headed by the name it has in the uploaded CSV.
 */
export function reviewColumns(header: RawdataHeader): ReviewColumn[] {
  const main: ReviewColumn[] = [
    {
      id: 'screen_name',
      label: header.tweet_user_screen_name,
      sortKey: 0,
      wrap: false,
      cell: (r) => r.tweet_user_screen_name,
    },
    { id: 'text', label: header.tweet_text, sortKey: 1, wrap: true, cell: (r) => r.tweet_text },
  ];
  if (header.count_follower !== null)
    main.push({
      id: 'followers',
      label: header.count_follower,
      sortKey: 2,
      wrap: false,
      cell: (r) => followerCell(r.count_follower),
    });
  main.push({ id: 'date', label: header.tweet_date, sortKey: 3, wrap: false, cell: (r) => formatTokyo(r.tweet_date) });
  const options = header.options.map<ReviewColumn>((label, i) => ({
    id: `option_${i}`,
    label,
    sortKey: null,
    wrap: true,
    cell: (r) => r.options[i] ?? '',
  }));
  return [...main, ...options];
}
