import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { resultKeys } from '../result-keys.js';
import { decodeWindow, readWindowUsers, type SavedWindow, type WindowUsers } from '../window-codec.js';

/** A run's window index: what a time window's keywords and posts are computed from (window-codec.ts). */
@Injectable()
export class WindowFiles {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** The run's window index, or null for a run saved before runs kept one. */
  async get(processId: string): Promise<SavedWindow | null> {
    const key = resultKeys.window(processId);
    if (!(await this.objects.stat(key))) return null;
    return decodeWindow(await this.objects.getBuffer(key));
  }

  /** The run's users' names and communities from its window index, read alone; null for a run saved before runs kept one. */
  async users(processId: string): Promise<WindowUsers | null> {
    const key = resultKeys.window(processId);
    if (!(await this.objects.stat(key))) return null;
    return readWindowUsers(async (start, end) => (await this.objects.readRanges(key, [[start, end]]))[0]);
  }
}
