import { describe, it, expect } from '@jest/globals';
import { registerParams } from './register-params';

describe('registerParams', () => {
  it('maps roles to the spec query, unused columns as -1 and Others in column order', () => {
    const params = registerParams(
      ['other', 'author', '', 'contents', 'time', 'other'],
      [10, 3],
      '  Election 2024 ',
      'uploads/u1/abc.csv',
    );
    expect(params).toEqual({
      list_cluster_count: '3,10',
      project_name: 'Election 2024',
      path_s3: 'uploads/u1/abc.csv',
      colindex_screen_name: 1,
      colindex_tweet_text: 3,
      colindex_tweet_date: 4,
      colindex_count_follower: -1,
      opt1_col_index: 0,
      opt2_col_index: 5,
      opt3_col_index: -1,
      opt4_col_index: -1,
      opt5_col_index: -1,
      date_order: '',
      relations: 'retweet',
      project_id: '',
    });
  });

  it('includes the followers column and removes duplicate k values', () => {
    const params = registerParams(['author', 'time', 'contents', 'followers'], [6, 3, 6], 'p', 'k');
    expect(params.colindex_count_follower).toBe(3);
    expect(params.list_cluster_count).toBe('3,6');
  });
});
