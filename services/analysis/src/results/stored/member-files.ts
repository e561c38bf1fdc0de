import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { MemberRow } from '../../engine/types.js';
import { readNdjson } from '../ndjson.js';
import { resultKeys } from '../result-keys.js';
import { CommunityFiles } from './community-files.js';

/** A run's member files: a community's members, most central first, one MemberRow JSON per line. */
@Injectable()
export class MemberFiles {
  constructor(
    @Inject(OBJECT_STORE) private readonly objects: ObjectStore,
    private readonly communities: CommunityFiles,
  ) {}

  /** A community's members, read one line at a time. */
  async *rows(processId: string, clusterId: number): AsyncGenerator<MemberRow> {
    const key = resultKeys.members(processId, clusterId);
    if (await this.objects.stat(key)) {
      yield* readNdjson<MemberRow>(await this.objects.get(key));
      return;
    }
    const older = await this.communities.get(processId, clusterId);
    for (const m of older.nodes ?? [])
      yield { ...m, cluster_id: clusterId, x: 0, y: 0, start_date: null, end_date: null, drawn: false };
  }

  /** A few members of a community by the byte ranges of their lines in its member file (memberLineRange). */
  async lines(
    processId: string,
    clusterId: number,
    ranges: ReadonlyArray<readonly [number, number]>,
  ): Promise<MemberRow[]> {
    if (ranges.length === 0) return [];
    // Lines that follow one another in the file are read as one range: one request for a whole
    // page of a band that is most of its community, where an object store answers each range apart.
    const spans: Array<[number, number]> = [];
    const spanOf = ranges.map(([start, end]) => {
      const last = spans[spans.length - 1];
      if (last && last[1] === start) last[1] = end;
      else spans.push([start, end]);
      return spans.length - 1;
    });
    const read = await this.objects.readRanges(resultKeys.members(processId, clusterId), spans);
    return ranges.map(([start, end], i) => {
      const from = start - spans[spanOf[i]][0];
      return JSON.parse(read[spanOf[i]].subarray(from, from + end - start).toString('utf8')) as MemberRow;
    });
  }
}
