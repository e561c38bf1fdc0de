import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { resultKeys } from '../result-keys.js';

/** Downloads made from a run's result, kept until a community changes its name or color. */
@Injectable()
export class KeptExports {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** The key of a kept download, or null when it has to be made (again). */
  async find(processId: string, name: string): Promise<string | null> {
    const key = resultKeys.export(processId, name);
    return (await this.objects.stat(key)) ? key : null;
  }

  async put(processId: string, name: string, body: Readable, contentType: string): Promise<string> {
    const key = resultKeys.export(processId, name);
    await this.objects.put(key, body, { contentType });
    return key;
  }

  /** Forgets the kept downloads (a name or color changed). */
  async drop(processId: string): Promise<void> {
    await this.objects.deletePrefix(resultKeys.exportsPrefix(processId));
  }
}
