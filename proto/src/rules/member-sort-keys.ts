/** The keys a community's member list sorts by (get_cluster_members' sort_key), in the order the web numbers them. */
export const MEMBER_SORT_KEYS = [
  'pagerank',
  'degree',
  'get_retweeted',
  'count_retweet',
  'count_followers',
  'tweet_user_screen_name',
  'community_1',
  'community_2',
  'community_3',
  'start_date',
  'end_date',
] as const;
