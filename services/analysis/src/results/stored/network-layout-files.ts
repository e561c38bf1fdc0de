import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { FailureCode } from '../../failures/job-failure.js';
import { decodeNetworkLayout, type NetworkLayout } from '../network-layout-file.js';
import { resultKeys } from '../result-keys.js';
import { putBytes } from './stored-objects.js';

/**
 * The projects' layouts by relations (network-layout-file.ts), one per dataset and users' order
 * (a relation choice): shared by every run and every k of the project.
 */
@Injectable()
export class NetworkLayoutFiles {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  async save(datasetId: string, order: string, bytes: Uint8Array): Promise<void> {
    await putBytes(this.objects, resultKeys.networkLayout(datasetId, order), bytes, FailureCode.Node);
  }

  /** Whether the dataset has a layout (of any relation choice). */
  async hasAny(datasetId: string): Promise<boolean> {
    return (await this.objects.list(resultKeys.networkLayoutPrefix(datasetId))).length > 0;
  }

  /** The layout, or null where there is none yet (or only one of another version). */
  async get(datasetId: string, order: string): Promise<NetworkLayout | null> {
    const key = resultKeys.networkLayout(datasetId, order);
    if (!(await this.objects.stat(key))) return null;
    return decodeNetworkLayout(await this.objects.getBuffer(key));
  }
}
