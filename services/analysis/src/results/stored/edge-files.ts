import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { readNdjson } from '../ndjson.js';
import { resultKeys } from '../result-keys.js';

/** One line of the edges file. */
export type EdgeLine = [
  source: string,
  target: string,
  weight: number,
  retweets: number,
  replies: number,
  mentions: number,
];

/** A run's edges file: every edge of its network, one line each. */
@Injectable()
export class EdgeFiles {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** Every edge of the run's network, one line at a time. */
  async *lines(processId: string): AsyncGenerator<EdgeLine> {
    const key = resultKeys.edges(processId);
    if (await this.objects.stat(key)) yield* readNdjson<EdgeLine>(await this.objects.get(key));
  }
}
