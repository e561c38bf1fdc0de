import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { GraphPayload } from '../../engine/types.js';
import { resultKeys } from '../result-keys.js';
import { existingKey, readJson } from './stored-objects.js';

/** A run's graph file: the exact body of the graph answer ({data: …}), so the gateway streams it unparsed. */
@Injectable()
export class RunGraphs {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  async key(processId: string): Promise<string> {
    return existingKey(this.objects, resultKeys.graph(processId));
  }

  /** The graph payload as saved (with the names and colors users gave). */
  async get(processId: string): Promise<GraphPayload> {
    return (await readJson<{ data: GraphPayload }>(this.objects, resultKeys.graph(processId))).data;
  }

  async put(processId: string, graph: GraphPayload): Promise<void> {
    await this.objects.put(resultKeys.graph(processId), JSON.stringify({ data: graph }), {
      contentType: 'application/json',
    });
  }
}
