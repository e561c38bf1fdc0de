import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { RunRelations } from '../../engine/relations/run-relations.js';
import { resultKeys } from '../result-keys.js';
import { readJson } from './stored-objects.js';

/** A run's relations file: the interactions between its communities and each one's bridges. */
@Injectable()
export class RelationFiles {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** How the run's communities relate. */
  async get(processId: string): Promise<RunRelations> {
    return readJson<RunRelations>(this.objects, resultKeys.relations(processId));
  }
}
