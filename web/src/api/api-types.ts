/** Answer shapes of the gateway (docs/http-api.md); field names are the product spec's. */

export interface ServerConfig {
  devLogin: boolean;
  sso: boolean;
  maxUploadBytes: number;
}

export interface LoginResponse {
  AuthenticationResult: { AccessToken: string; login_user_id: string; is_first_login: boolean | number };
  UserAttributes: { user_email: string; user_name: string; role: number };
}

export interface RegisterRequest {
  data: { user: { username: string; email: string } };
  lang_code: string;
}

export interface StatusAnswer {
  status: string;
}

export interface UploadResult {
  headers: string[];
  /** Preview rows, cells in header order. */
  data: string[][];
  path_s3: string;
  total: number;
  encoding: string;
  converted: boolean;
  delimiter: string;
}

export interface Run {
  process_id: string;
  total_cluster: number;
  status: number;
  stage?: string;
  percent?: number;
  failure_code?: string | null;
  /** Place in the analysis queue while the run waits (1 = next); 0 when not queued. */
  queue_position?: number;
}

export interface RegisterResult {
  ProcessResult: Array<{ process_id: string; total_cluster: number }>;
  rows_all: number;
  rows_valid: number;
  error_rows: number[];
  error_columns: unknown[];
  project_id: string;
}

export interface Project {
  project_id: string;
  project_name: string;
  user_name: string;
  user_email: string;
  status: number;
  status_text: string;
  failure_code: string | null;
  filename: string;
  created_at: string;
  updated_at: string;
  rows_valid: number;
  node_count: number;
  edge_count: number;
  ProcessResult: Run[];
}

export interface ListDataRequest {
  search: string;
  max_count: number;
  page: number;
  sort_key: number;
  is_ascending: boolean;
  is_deleted: number;
  login_user_id: string;
}

export interface ListDataResponse {
  DataResult: Project[];
  stats: { count_total: number };
}

export interface GetProjectResponse {
  ProcessResult: Run[];
  project: Project;
}

export interface GraphNode {
  id: string;
  node_id: string;
  label: string;
  type: 'node' | 'community';
  cluster_id: number;
  color: string;
  original_color: string;
  start_date: number | null;
  end_date: number | null;
  x: number;
  y: number;
  /** Community nodes: circle radius; user nodes: drawn size. */
  size: number;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  weight?: number;
}

export type TimePoint = [timestamp: number, count: number];

export interface GraphPayload {
  nodes: GraphNode[];
  edges: GraphEdge[];
  time_range_data: TimePoint[];
  time_range_by_cluster?: Record<string, TimePoint[]>;
  bucket?: 'minute' | 'hour' | 'day';
  /** The data had no interactions to build communities from: they come from text similarity. */
  text_only?: boolean;
  /** Users in the result, and how many the graph draws (the most central of each community). */
  users_total?: number;
  users_shown?: number;
}

export interface KeywordCount {
  keyword: string;
  count: number;
}

export interface CommunityMember {
  node_id: string;
  tweet_user_screen_name: string;
  get_retweeted: number;
  count_retweet: number;
  count_followers: number | null;
  community_1?: number;
  community_2?: number;
  community_3?: number;
}

export interface RepresentativePost {
  tweet_user_screen_name: string;
  tweet_date: number;
  tweet_text: string;
  tweet_score?: number;
}

export interface CommunityDetail {
  keywords: KeywordCount[];
  headers: string[];
  nodes: CommunityMember[];
  tweets: RepresentativePost[];
  has_followers: boolean;
  name?: string;
  color?: string;
}

export interface NodeDetail {
  node_id?: string;
  label?: string;
  cluster_id?: number;
  communities: Array<[number, number]>;
  follower_count: number | null;
  get_retweeted?: number;
  count_retweet?: number;
  degree?: number;
  tweets: Array<{ tweet_date: number; tweet_text: string }>;
}

export interface RawdataRequest {
  project_id: string;
  search: string;
  max_count: number;
  /** Zero-based. */
  page: number;
  /** 0 screen name, 1 text, 2 follower count, 3 date (spec §7). */
  sort_key: number;
  is_ascending: boolean;
}

/** One valid post of a project's CSV as stored. */
export interface RawdataRow {
  row: number;
  tweet_user_screen_name: string;
  tweet_text: string;
  count_follower: number | null;
  /** Epoch milliseconds. */
  tweet_date: number;
  options: string[];
}

/** The CSV's own column names for each field; count_follower is null when no follower column was mapped. */
export interface RawdataHeader {
  tweet_user_screen_name: string;
  tweet_text: string;
  count_follower: string | null;
  tweet_date: string;
  options: string[];
}

export interface RawdataResponse {
  DataResult: RawdataRow[];
  HeaderResult: RawdataHeader;
  stats: { count_total: number };
}

/** GET /api/mysql_status: 1 every database store answers, 0 one does not (2 is shown while checking). */
export interface DatabaseStatus {
  status: 0 | 1;
  checks: Record<string, { status: 'ok' | 'error'; error?: string }>;
}
