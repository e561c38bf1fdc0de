import type { JsonLogger } from '@kizuna/platform/logging';
import type { ObjectStore } from '@kizuna/platform/objects';
import { RelationQueries } from '../relation-queries.js';
import { RunComparisons } from '../run-comparisons.js';
import { RunMembers } from '../run-members.js';
import { RunWindows } from '../run-windows.js';
import { CommunityFiles } from '../stored/community-files.js';
import { DatasetUserPosts } from '../stored/dataset-user-posts.js';
import { MemberFiles } from '../stored/member-files.js';
import { MembershipFiles } from '../stored/membership-files.js';
import { RelationFiles } from '../stored/relation-files.js';
import { RunSummaries } from '../stored/run-summaries.js';
import { RunWriter } from '../stored/run-writer.js';
import { TermFiles } from '../stored/term-files.js';
import { WindowFiles } from '../stored/window-files.js';
import { WindowTextFiles } from '../stored/window-text-files.js';
import { CoordinationQueries } from '../coordination/coordination-queries.js';
import { CoordinationThread } from '../coordination/coordination-thread.js';
import { CoordinationReader } from '../coordination/coordination-reader.js';

/** The result units over one object store, wired as the analysis module wires them (for tests without Nest). */
export function resultUnits(objects: ObjectStore, logger: JsonLogger) {
  const summaries = new RunSummaries(objects);
  const communityFiles = new CommunityFiles(objects);
  const memberFiles = new MemberFiles(objects);
  const membershipFiles = new MembershipFiles(objects);
  const windowFiles = new WindowFiles(objects);
  const windowTexts = new WindowTextFiles(objects);
  const members = new RunMembers(memberFiles);
  const windows = new RunWindows(summaries, windowFiles, windowTexts, new TermFiles(objects), logger);
  const relations = new RelationQueries(summaries, communityFiles, new RelationFiles(objects), windowFiles, windows);
  return {
    writer: new RunWriter(objects),
    summaries,
    userPosts: new DatasetUserPosts(objects),
    windowTexts,
    memberFiles,
    membershipFiles,
    relationFiles: new RelationFiles(objects),
    relations,
    comparisons: new RunComparisons(relations, summaries, members, memberFiles, membershipFiles),
    coordination: new CoordinationQueries(
      summaries,
      windowFiles,
      new CoordinationReader(objects),
      new CoordinationThread(),
    ),
  };
}
