/**
 * Member fields a member list can be sorted by: the HTTP schema (get_cluster_members) accepts
 * these and the analysis service sorts by them, so both read this one list.
 */
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
export type MemberSortKey = (typeof MEMBER_SORT_KEYS)[number];
