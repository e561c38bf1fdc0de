import { CommunityFiles } from './community-files.js';
import { DatasetUserPosts } from './dataset-user-posts.js';
import { EdgeFiles } from './edge-files.js';
import { KeptExports } from './kept-exports.js';
import { MemberFiles } from './member-files.js';
import { MembershipFiles } from './membership-files.js';
import { NetworkLayoutFiles } from './network-layout-files.js';
import { RelationFiles } from './relation-files.js';
import { RunGraphs } from './run-graphs.js';
import { RunSummaries } from './run-summaries.js';
import { RunUserShards } from './run-user-shards.js';
import { RunWriter } from './run-writer.js';
import { TermFiles } from './term-files.js';
import { UserKeyFiles } from './user-key-files.js';
import { WindowFiles } from './window-files.js';
import { WindowTextFiles } from './window-text-files.js';

/** The writer and the reader of each kind of file a run or a dataset keeps, one provider each. */
export const RESULT_FILES = [
  RunWriter,
  RunSummaries,
  RunGraphs,
  CommunityFiles,
  MemberFiles,
  MembershipFiles,
  EdgeFiles,
  RunUserShards,
  DatasetUserPosts,
  RelationFiles,
  WindowFiles,
  UserKeyFiles,
  WindowTextFiles,
  TermFiles,
  KeptExports,
  NetworkLayoutFiles,
];
