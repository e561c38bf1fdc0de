import { describe, it, expect } from '@jest/globals';
import type { RawdataHeader, RawdataRow } from '@kizuna/http-api';
import { reviewColumns } from './review-columns';

const header: RawdataHeader = {
  tweet_user_screen_name: 'ユーザー名',
  tweet_text: '本文',
  count_follower: 'フォロワー数',
  tweet_date: '投稿日時',
  options: ['場所', 'いいね'],
};

const row: RawdataRow = {
  row: 7,
  tweet_user_screen_name: 'sakura_01',
  tweet_text: '今日は晴れ',
  count_follower: 0,
  tweet_date: Date.UTC(2021, 8, 25, 15, 0, 0),
  options: ['東京', '12'],
};

describe('reviewColumns', () => {
  it('heads the columns with the CSV names in the order screen name, text, followers, date, options', () => {
    expect(reviewColumns(header).map((c) => c.label)).toEqual([
      'ユーザー名',
      '本文',
      'フォロワー数',
      '投稿日時',
      '場所',
      'いいね',
    ]);
  });

  it('maps the four main columns to the get_rawdata sort keys and leaves the options unsortable', () => {
    expect(reviewColumns(header).map((c) => c.sortKey)).toEqual([0, 1, 2, 3, null, null]);
  });

  it('drops the followers column when no follower column was mapped, keeping the date sort key', () => {
    const columns = reviewColumns({ ...header, count_follower: null, options: [] });
    expect(columns.map((c) => [c.id, c.sortKey])).toEqual([
      ['screen_name', 0],
      ['text', 1],
      ['date', 3],
    ]);
  });

  it('shows the date in Tokyo time, an unknown follower count as a dash and each option in its column', () => {
    expect(reviewColumns(header).map((c) => c.cell(row))).toEqual([
      'sakura_01',
      '今日は晴れ',
      '-',
      '2021/09/26 00:00:00',
      '東京',
      '12',
    ]);
    expect(reviewColumns(header)[2].cell({ ...row, count_follower: 1500 })).toBe('1,500');
  });

  it('leaves an option cell empty when the row has fewer option values than the header', () => {
    expect(reviewColumns(header)[5].cell({ ...row, options: ['東京'] })).toBe('');
  });

  it('lets free text wrap but keeps names, counts and dates on one line', () => {
    expect(reviewColumns(header).map((c) => c.wrap)).toEqual([false, true, false, false, true, true]);
  });
});
