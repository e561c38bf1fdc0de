import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import type { TermMatrix } from '../../engine/types.js';
import { resultKeys } from '../result-keys.js';
import { decodeTerms } from '../terms-codec.js';

/** A dataset's stored terms (terms-codec.ts); its runs' window indexes are aligned with them. */
@Injectable()
export class TermFiles {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  async get(datasetId: string): Promise<TermMatrix | null> {
    const key = resultKeys.terms(datasetId);
    if (!(await this.objects.stat(key))) return null;
    return decodeTerms(await this.objects.getBuffer(key));
  }
}
