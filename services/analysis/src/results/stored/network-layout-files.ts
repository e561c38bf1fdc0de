import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { FailureCode } from '../../failures/job-failure.js';
import { readColumnFileHeader } from '../column-file.js';
import {
  decodeNetworkLayout,
  NETWORK_LAYOUT_VERSION,
  type NetworkLayout,
  type NetworkLayoutHeader,
} from '../network-layout-file.js';
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

  /**
   * Whether the dataset has a layout of today's version (of any relation choice): one of an older
   * version is made again, by the next run or in the background. Reads only the files' headers.
   */
  async hasCurrent(datasetId: string): Promise<boolean> {
    for (const key of await this.objects.list(resultKeys.networkLayoutPrefix(datasetId))) {
      const read = async (start: number, end: number) => (await this.objects.readRanges(key, [[start, end]]))[0];
      const header = await readColumnFileHeader<NetworkLayoutHeader>(read, 'network layout');
      if (header.version === NETWORK_LAYOUT_VERSION) return true;
    }
    return false;
  }

  /** The layout, or null where there is none yet (or only one of another version). */
  async get(datasetId: string, order: string): Promise<NetworkLayout | null> {
    const key = resultKeys.networkLayout(datasetId, order);
    if (!(await this.objects.stat(key))) return null;
    return decodeNetworkLayout(await this.objects.getBuffer(key));
  }
}
