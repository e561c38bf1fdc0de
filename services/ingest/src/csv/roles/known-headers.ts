import type { SuggestedRole } from './suggested-role.js';

/** A header name as a tool writes it, and the tools known to write it (shown to the user). */
export interface KnownHeader {
  header: string;
  tools: string;
}

/**
 * Header names the exports users bring give each role, best first: when two columns of a file
 * match, the one listed earlier wins (twint writes `created_at`, `date` and `time`; the post's
 * time is `created_at`). A handle comes before a display name or a numeric id, the full text
 * before a snippet. Names are compared folded (see foldHeader), so `Full Text`, `full_text` and
 * `FULL.TEXT` are one entry. Names that mean different things in different tools (`name` is
 * the handle in some exports and the display name in twint's) are left out: the column's values
 * decide those. `tools` names the tools known to write the header; it is empty for common
 * wording no one tool owns (`user`, 本文). docs/column-names.md lists the table.
 */
export const KNOWN_HEADERS: Readonly<Record<SuggestedRole, readonly KnownHeader[]>> = {
  time: [
    {
      header: 'created_at',
      tools:
        'Twitter API, twarc, twint, rtweet, TAGS, DMI-TCAT, Social Feed Manager, Mastodon, Bluesky, Apify tweet scrapers',
    },
    { header: 'tweet_created', tools: 'CrowdFlower / Kaggle tweet sets' },
    { header: 'tweet_created_at', tools: 'tweet exports' },
    { header: 'record.createdAt', tools: 'Bluesky API (flattened)' },
    { header: 'created', tools: 'R twitteR' },
    { header: 'Tweet Date (UTC)', tools: 'NodeXL' },
    { header: 'Relationship Date (UTC)', tools: 'NodeXL' },
    { header: 'Post Created', tools: 'CrowdTangle' },
    { header: 'published', tools: 'Talkwalker' },
    { header: 'publishedAt', tools: 'YouTube Data API, YouTube Data Tools' },
    { header: 'timestamp', tools: '4CAT, Zeeschuimer' },
    { header: 'timestamp_utc', tools: 'minet' },
    { header: 'created_utc', tools: 'Reddit, Pushshift' },
    { header: 'tweet_date', tools: 'tweet exports' },
    { header: 'posted_at', tools: '' },
    { header: 'datetime', tools: '' },
    { header: 'Date', tools: 'Brandwatch, Meltwater, snscrape' },
    { header: 'time', tools: 'DMI-TCAT, Twitter Analytics' },
    { header: '投稿日時', tools: '' },
    { header: 'ツイート日時', tools: '' },
    { header: '日時', tools: '' },
    { header: '作成日時', tools: '' },
    { header: '投稿日', tools: '' },
    { header: '日付', tools: '' },
    { header: '時間', tools: 'Twitter Analytics (Japanese)' },
  ],
  author: [
    { header: 'screen_name', tools: 'Twitter API, rtweet, Social Feed Manager, R twitteR' },
    { header: 'user.screen_name', tools: 'Twitter API v1.1 (flattened), minet' },
    { header: 'tweet_user_screen_name', tools: 'tweet exports' },
    { header: 'author.username', tools: 'Twitter API v2, twarc-csv' },
    { header: 'user.username', tools: 'snscrape' },
    { header: 'username', tools: 'twint, Twitter API v2, CrowdTangle' },
    { header: 'from_user', tools: 'TAGS' },
    { header: 'from_user_name', tools: 'DMI-TCAT' },
    { header: 'Twitter Screen Name', tools: 'Meltwater' },
    { header: 'author.handle', tools: 'Bluesky API (flattened)' },
    { header: 'account.acct', tools: 'Mastodon API (flattened)' },
    { header: 'Author', tools: 'Brandwatch, 4CAT, Reddit' },
    { header: 'Vertex 1', tools: 'NodeXL' },
    { header: 'Influencer', tools: 'Meltwater' },
    { header: 'authorDisplayName', tools: 'YouTube Data API' },
    { header: 'user', tools: '' },
    { header: 'author_id', tools: 'Twitter API v2, twarc-csv' },
    { header: 'user_id', tools: 'twint, Twitter API' },
    { header: 'from_user_id', tools: 'DMI-TCAT' },
    { header: 'Twitter Author ID', tools: 'Brandwatch' },
    { header: 'アカウント名', tools: '' },
    { header: 'スクリーンネーム', tools: '' },
    { header: 'ユーザー名', tools: '' },
    { header: 'ユーザーネーム', tools: '' },
    { header: '投稿者', tools: '' },
    { header: '投稿者名', tools: '' },
    { header: 'アカウント', tools: '' },
    { header: 'ユーザーID', tools: '' },
    { header: 'アカウントID', tools: '' },
  ],
  contents: [
    { header: 'full_text', tools: 'Twitter API v1.1 (extended), rtweet, Brandwatch' },
    { header: 'text', tools: 'Twitter API, twarc, R twitteR, TAGS, DMI-TCAT, Social Feed Manager' },
    { header: 'tweet_text', tools: 'tweet exports, Twitter Analytics' },
    { header: 'tweet', tools: 'twint, NodeXL' },
    { header: 'rawContent', tools: 'snscrape' },
    { header: 'content', tools: 'snscrape, Talkwalker, Mastodon' },
    { header: 'record.text', tools: 'Bluesky API (flattened)' },
    { header: 'body', tools: '4CAT, Reddit' },
    { header: 'Hit Sentence', tools: 'Meltwater' },
    { header: 'Message', tools: 'CrowdTangle' },
    { header: 'textOriginal', tools: 'YouTube Data API' },
    { header: 'contents', tools: '' },
    { header: 'post', tools: '' },
    { header: '投稿本文', tools: '' },
    { header: 'ツイート本文', tools: 'Twitter Analytics (Japanese)' },
    { header: '本文', tools: '' },
    { header: '投稿内容', tools: '' },
    { header: 'ツイート', tools: '' },
    { header: '内容', tools: '' },
    { header: 'テキスト', tools: '' },
  ],
  followers: [
    {
      header: 'followers_count',
      tools: 'Twitter API v1.1, rtweet, Social Feed Manager, snscrape, Apify tweet scrapers',
    },
    { header: 'user.followers_count', tools: 'Twitter API v1.1 (flattened), TAGS, minet, snscrape' },
    { header: 'author.public_metrics.followers_count', tools: 'Twitter API v2, twarc-csv' },
    { header: 'public_metrics.followers_count', tools: 'Twitter API v2 (users)' },
    { header: 'followers_count_at_time', tools: 'tweet exports' },
    { header: 'from_user_followercount', tools: 'DMI-TCAT' },
    { header: 'author_followers', tools: '4CAT' },
    { header: 'Twitter Followers', tools: 'Brandwatch, Meltwater' },
    { header: 'X Followers', tools: 'Brandwatch' },
    { header: 'Followers at Posting', tools: 'CrowdTangle' },
    { header: 'article_extended_attributes.twitter_followers', tools: 'Talkwalker' },
    { header: 'account.followers_count', tools: 'Mastodon API (flattened)' },
    { header: 'follower_count', tools: '' },
    { header: 'followers', tools: 'NodeXL' },
    { header: 'フォロワー数', tools: '' },
    { header: 'フォロワー', tools: '' },
  ],
};
