import { describe, expect, it } from '@jest/globals';
import { foldHeader } from './fold-header.js';
import { KNOWN_HEADERS } from './known-headers.js';
import { suggestByName } from './suggest-by-name.js';
import { SUGGESTED_ROLES } from './suggested-role.js';

/** The header each role went to ('' when none), and the tools named for it. */
function named(headers: string[]) {
  const out: Record<string, string> = {};
  suggestByName(headers).forEach((s, column) => {
    if (s.role !== '') out[s.role] = headers[column];
  });
  return out;
}

/**
 * Real header rows, each with where it was seen. The roles expected are the post's time, its
 * author's handle, its text and the author's follower count.
 */
const HEADER_ROWS: Array<{ tool: string; seen: string; headers: string[]; expected: Record<string, string> }> = [
  {
    tool: 'CrowdFlower "First GOP Debate Twitter Sentiment" (Kaggle Sentiment.csv), the issue\'s file',
    seen: 'Sentiment.csv, first line, as quoted in public notebooks (gateway test fixture: the Excel copy)',
    headers:
      'id,candidate,candidate_confidence,relevant_yn,relevant_yn_confidence,sentiment,sentiment_confidence,subject_matter,subject_matter_confidence,candidate_gold,name,relevant_yn_gold,retweet_count,sentiment_gold,subject_matter_gold,text,tweet_coord,tweet_created,tweet_id,tweet_location,user_timezone'.split(
        ',',
      ),
    // `name` is left to the values (it is the display name in twint's files).
    expected: { time: 'tweet_created', contents: 'text' },
  },
  {
    tool: 'R twitteR',
    seen: 'the demonetization tweets (KamaljeetSingh/Demonetization-Analysis, demonetization-tweets.csv)',
    headers: [
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
    ],
    expected: { time: 'created', author: 'screenName', contents: 'text' },
  },
  {
    tool: 'twint',
    seen: 'yasaidev/koume-dayuu-dataset data/dayukoume.csv',
    headers:
      'id,conversation_id,created_at,date,time,timezone,user_id,username,name,place,tweet,language,mentions,urls,photos,replies_count,retweets_count,likes_count,hashtags,cashtags,link,retweet,quote_url,video,thumbnail,near,geo,source,user_rt_id,user_rt,retweet_id,reply_to,retweet_date,translate,trans_src,trans_dest'.split(
        ',',
      ),
    expected: { time: 'created_at', author: 'username', contents: 'tweet' },
  },
  {
    tool: 'Twitter API v1.1 search, flattened',
    seen: 'serde-rs/json-benchmark data/twitter.json, as flattened for the shared twitter_ja_100.csv',
    headers: ['screen_name', 'text', 'created_at', 'followers_count', 'lang', 'retweeted_screen_name'],
    expected: { time: 'created_at', author: 'screen_name', contents: 'text', followers: 'followers_count' },
  },
  {
    tool: 'twarc-csv (Twitter API v2)',
    seen: 'DocNow/twarc-csv, DEFAULT_TWEET_COLUMNS (a selection, in order)',
    headers: [
      'id',
      'conversation_id',
      'referenced_tweets.replied_to.id',
      'author_id',
      'in_reply_to_user_id',
      'created_at',
      'text',
      'lang',
      'public_metrics.like_count',
      'public_metrics.retweet_count',
      'author.id',
      'author.created_at',
      'author.username',
      'author.name',
      'author.description',
      'author.public_metrics.followers_count',
      'author.public_metrics.following_count',
      'author.public_metrics.tweet_count',
    ],
    expected: {
      time: 'created_at',
      author: 'author.username',
      contents: 'text',
      followers: 'author.public_metrics.followers_count',
    },
  },
  {
    tool: 'Meltwater Explore',
    seen: 'a Meltwater export header row quoted in a public project README',
    headers:
      'Date,Headline,URL,Opening Text,Hit Sentence,Source,Influencer,Country,Subregion,State,City,Language,Reach,Desktop Reach,Mobile Reach,Twitter Social Echo,Facebook Social Echo,Reddit Social Echo,Earned Traffic,National Viewership,AVE,Sentiment,Key Phrases,Input Name,Keywords,Document Tags,Engagement,Hashtags,Views,Estimated Views,Custom Categories'.split(
        ',',
      ),
    expected: { time: 'Date', author: 'Influencer', contents: 'Hit Sentence' },
  },
  {
    tool: 'Brandwatch Consumer Research mentions export',
    seen: 'its mention export columns, as named in exports users brought (a selection)',
    headers: [
      'Query Id',
      'Query Name',
      'Date',
      'Title',
      'Url',
      'Domain',
      'Sentiment',
      'Page Type',
      'Language',
      'Author',
      'Full Name',
      'Full Text',
      'Snippet',
      'Thread Created Date',
      'Twitter Author ID',
      'Twitter Followers',
      'Twitter Following',
      'Twitter Tweets',
    ],
    expected: { time: 'Date', author: 'Author', contents: 'Full Text', followers: 'Twitter Followers' },
  },
  {
    tool: 'NodeXL (edges worksheet)',
    seen: 'NodeXL Twitter search network, Edges sheet saved as CSV (a selection, in order)',
    headers: [
      'Vertex 1',
      'Vertex 2',
      'Color',
      'Width',
      'Relationship',
      'Relationship Date (UTC)',
      'Tweet',
      'URLs in Tweet',
      'Hashtags in Tweet',
      'Tweet Date (UTC)',
      'Twitter Page for Tweet',
      'Imported ID',
    ],
    expected: { time: 'Tweet Date (UTC)', author: 'Vertex 1', contents: 'Tweet' },
  },
  {
    tool: '4CAT (Twitter API v2 data source)',
    seen: 'digitalmethodsinitiative/4cat, the CSV its Twitter search writes (a selection)',
    headers: ['id', 'thread_id', 'timestamp', 'unix_timestamp', 'author', 'author_fullname', 'author_id', 'body'],
    expected: { time: 'timestamp', author: 'author', contents: 'body' },
  },
  {
    tool: 'TAGS (Twitter Archiving Google Sheet)',
    seen: 'a TAGS archive read with pandas (a public analysis package docstring)',
    headers: [
      'id_str',
      'from_user',
      'text',
      'time',
      'user_lang',
      'from_user_id_str',
      'in_reply_to_status_id_str',
      'source',
      'user_followers_count',
      'user_friends_count',
      'status_url',
      'entities',
    ],
    expected: { time: 'time', author: 'from_user', contents: 'text', followers: 'user_followers_count' },
  },
  {
    tool: 'DMI-TCAT',
    seen: 'its tweet export columns (a selection, in order)',
    headers: [
      'id',
      'time',
      'created_at',
      'from_user_name',
      'from_user_id',
      'from_user_followercount',
      'from_user_friendcount',
      'text',
    ],
    expected: { time: 'created_at', author: 'from_user_name', contents: 'text', followers: 'from_user_followercount' },
  },
  {
    tool: 'Social Feed Manager',
    seen: 'gwu-libraries/social-feed-manager docs/data_dictionary.rst',
    headers: ['sfm_id', 'created_at', 'created_at_date', 'twitter_id', 'screen_name', 'followers_count', 'text'],
    expected: { time: 'created_at', author: 'screen_name', contents: 'text', followers: 'followers_count' },
  },
  {
    tool: "Japanese social-listening export (the issue's example)",
    seen: 'issue 47',
    headers: ['投稿ID', '投稿日時', 'アカウント名', '表示名', '投稿本文', 'フォロワー数', 'いいね数'],
    expected: { time: '投稿日時', author: 'アカウント名', contents: '投稿本文', followers: 'フォロワー数' },
  },
];

describe('suggestByName', () => {
  it.each(HEADER_ROWS)('reads $tool', ({ headers, expected }) => {
    expect(named(headers)).toEqual(expected);
  });

  it('says a name suggestion came from the name, and which tools write it', () => {
    const [time, , text] = suggestByName(['Tweet Date (UTC)', 'Vertex 1', 'Tweet']);
    expect(time).toEqual({ role: 'time', source: 'name', tool: 'NodeXL' });
    expect(text.source).toBe('name');
  });

  it('folds case, spaces, dots, underscores and full-width letters', () => {
    expect(named(['FULL.TEXT', 'Screen Name', 'ｃｒｅａｔｅｄ＿ａｔ'])).toEqual({
      contents: 'FULL.TEXT',
      author: 'Screen Name',
      time: 'ｃｒｅａｔｅｄ＿ａｔ',
    });
    expect(foldHeader('author.public_metrics.followers_count')).toBe('authorpublicmetricsfollowerscount');
  });

  it('leaves meaningless names and a huge name blank', () => {
    expect(named(['col1', 'col2', 'col3'])).toEqual({});
    expect(named([`text${' '.repeat(10)}x`.repeat(10_000), 'text'])).toEqual({ contents: 'text' });
  });

  it('lists every folded name once', () => {
    const folded = SUGGESTED_ROLES.flatMap((role) => KNOWN_HEADERS[role].map((h) => foldHeader(h.header)));
    expect(new Set(folded).size).toBe(folded.length);
  });
});
