import type * as Api from '@kizuna/http-api';
import type { SkipCounts, SkippedPosts } from '@kizuna/proto/engine-rules';

/**
 * Shapes shared by the analysis engine's pure modules. Result shapes are the HTTP answers'
 * (libs/http-api results.ts, spec §3), narrowed where a new run always fills a field the
 * schema keeps optional for results saved by older versions.
 * All times are epoch milliseconds (UTC); the UI formats them in Asia/Tokyo.
 */

/** One clean post, as ingest stores it. `row` is the zero-based data row in the uploaded CSV. */
export interface Post {
  row: number;
  author: string;
  text: string;
  time: number;
  /** null when the file has no follower column or the cell was empty. */
  followers: number | null;
}

export type RelationKind = 'retweet' | 'reply' | 'mention';

export interface AnalysisOptions {
  /** Exact number of communities wanted, 1..12. */
  k: number;
  seed: number;
  /** Which relation kinds build the graph; default ['retweet']. */
  relations: RelationKind[];
  /** Most users drawn in the display graph (default 2000); lists and downloads cover everyone. */
  displayCap: number;
  /** Keywords kept per community (default 50). */
  topKeywords?: number;
  /** Representative posts kept per community (default 20). */
  topPosts?: number;
}

/** Terms (nouns, lemmas, hashtags) per post, index-aligned with the posts array. */
export type PostTerms = string[][];

/**
 * PostTerms in compact form: the terms of document i are
 * vocabulary[termIds[j]] for offsets[i] <= j < offsets[i + 1] (offsets has documents + 1 entries).
 */
export interface TermMatrix {
  vocabulary: string[];
  offsets: Int32Array;
  termIds: Int32Array;
  /** Posts a text step could not handle (they have no terms), by reason; absent or empty when none. */
  skipped?: SkipCounts;
}

export type AnalysisStage = 'parse' | 'network' | 'communities' | 'keywords' | 'layout' | 'save';

export type ProgressListener = (stage: AnalysisStage, percent: number) => void;

export type GraphNode = Api.GraphNode;
export type GraphEdge = Api.GraphEdge;
export type TimePoint = Api.TimePoint;

/** The graph answer's payload. */
export type GraphPayload = Api.GraphPayload;

/** A community keyword; a new run always gives its class-based TF-IDF score (what ranks the list). */
export type KeywordCount = Api.KeywordCount & { score: number };

export type CommunityMember = Api.CommunityMember;

/**
 * A member as the run's member files keep it: the member table's fields, where the user is drawn
 * (every user has a server position, drawn or not) and when they were active.
 */
export type MemberRow = CommunityMember &
  Pick<Api.NodeHit, 'cluster_id' | 'x' | 'y' | 'start_date' | 'end_date' | 'drawn'>;

/** A community as the engine hands it to be saved: its detail, with every member as a MemberRow. */
export type CommunityResult = Omit<CommunityDetail, 'nodes'> & { nodes: MemberRow[] };

/**
 * Every directed edge of the user network, in columns: source and target are user indexes into
 * `names`; weight is the number of relations, split by kind in the three count columns.
 */
export interface EdgeColumns {
  names: string[];
  sources: Int32Array;
  targets: Int32Array;
  weights: Float64Array;
  retweets: Int32Array;
  replies: Int32Array;
  mentions: Int32Array;
}

export type RepresentativePost = Api.RepresentativePost;

/** The spec's community detail, as the engine computes it (nodes_total is added when it is served). */
export type CommunityDetail = Omit<Api.CommunityDetail, 'keywords' | 'nodes_total'> & { keywords: KeywordCount[] };

/**
 * A user as one run sees them: the spec's node detail without the user's posts, which do not
 * depend on k and are kept once per dataset (UserPost lists; see nodeDetail, which joins the two).
 */
export type RunUser = Omit<Api.NodeDetail, 'tweets'>;

/** One of a user's posts as node detail lists them. */
export type UserPost = Api.NodeDetail['tweets'][number];

/** The spec's node detail answer. */
export type NodeDetail = Api.NodeDetailAnswer;

export interface AnalysisSummary {
  k: number;
  users: number;
  /** Distinct directed user pairs (u→v) in the selected relations. */
  edges: number;
  posts: number;
  /** Modularity of the natural partition before merging, and of the final k partition. */
  natural_communities: number;
  natural_modularity: number;
  final_modularity: number;
  /**
   * Users placed by text similarity: users without interactions, and users whose interactions stay
   * inside a small component apart from the main network (under 1% of its largest component).
   */
  text_placed_users: number;
  /**
   * True when every community comes from text: the data had no interactions at all (in the
   * selected relations), or fewer users with interactions than k.
   */
  text_only: boolean;
  /**
   * What users' own writing was worth, in interactions (0–3), for users with one or two partners
   * and for the rest, as earned by how far text agreed with the interactions in this file; and
   * how many users it moved. Text that agrees no better than chance is worth 0 and moves nobody.
   */
  text_weight: { quiet: number; busy: number; moved_users: number };
  /** Posts a step could not read and left out, by reason (the graph payload says the same). */
  skipped_posts: SkippedPosts;
}

/** Failure codes the engine raises; the job maps them onto the spec's failure codes and messages. */
export enum AnalysisErrorCode {
  TooFewUsers = 'too_few_users',
  NoSignal = 'no_signal',
  InvalidK = 'invalid_k',
}

export class AnalysisError extends Error {
  constructor(
    readonly code: AnalysisErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AnalysisError';
  }
}
