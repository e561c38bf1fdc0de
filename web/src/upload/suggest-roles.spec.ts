import { describe, expect, it } from '@jest/globals';
import { suggestRoles } from './suggest-roles';

describe('suggestRoles', () => {
  it("reads R twitteR's columns (demonetization file)", () => {
    const headers = [
      'column_1',
      'text',
      'favorited',
      'favoriteCount',
      'replyToSN',
      'created',
      'truncated',
      'replyToSID',
      'id',
      'replyToUID',
      'statusSource',
      'screenName',
      'retweetCount',
      'isRetweet',
      'retweeted',
    ];
    const roles = suggestRoles(headers);
    expect([roles[1], roles[5], roles[11]]).toEqual(['contents', 'time', 'author']);
    expect(roles.filter((r) => r !== '')).toHaveLength(3);
  });

  it("reads twint's columns, preferring the screen name over the numeric user id", () => {
    const headers = [
      'id',
      'conversation_id',
      'created_at',
      'date',
      'time',
      'timezone',
      'user_id',
      'username',
      'name',
      'place',
      'tweet',
    ];
    expect(suggestRoles(headers)).toEqual(['', '', 'time', '', '', '', '', 'author', '', '', 'contents']);
  });

  it('reads the Twitter API export with followers, and Japanese headers', () => {
    expect(suggestRoles(['screen_name', 'text', 'created_at', 'followers_count', 'lang'])).toEqual([
      'author',
      'contents',
      'time',
      'followers',
      '',
    ]);
    expect(suggestRoles(['投稿者', '本文', '日時', 'フォロワー数'])).toEqual([
      'author',
      'contents',
      'time',
      'followers',
    ]);
  });

  it('leaves columns it cannot place blank', () => {
    expect(suggestRoles(['a', 'b', 'c'])).toEqual(['', '', '']);
  });

  it('places the longest names it knows and leaves a huge header name unread', () => {
    expect(suggestRoles(['tweet_user_screen_name', 'text', 'created_at', 'user_followers_count'])).toEqual([
      'author',
      'contents',
      'time',
      'followers',
    ]);
    expect(suggestRoles([`text${' '.repeat(10)}x`.repeat(10_000), 'text'])).toEqual(['', 'contents']);
  });
});
