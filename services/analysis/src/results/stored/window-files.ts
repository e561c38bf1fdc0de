import { Inject, Injectable } from '@nestjs/common';
import type { ObjectStore } from '@kizuna/platform/objects';
import { OBJECT_STORE } from '@kizuna/platform/runtime';
import { resultKeys } from '../result-keys.js';
import { existingKey } from './stored-objects.js';
import {
  decodeWindow,
  readWindowUserPosts,
  readWindowUsers,
  type SavedWindow,
  type WindowUserPosts,
  type WindowUsers,
} from '../window-codec.js';

/** A run's window index: what a time window's keywords and posts are computed from (window-codec.ts). */
@Injectable()
export class WindowFiles {
  constructor(@Inject(OBJECT_STORE) private readonly objects: ObjectStore) {}

  /** The run's window index. */
  async get(processId: string): Promise<SavedWindow> {
    const key = await existingKey(this.objects, resultKeys.window(processId));
    return decodeWindow(await this.objects.getBuffer(key));
  }

  /** The run's users' names and communities from its window index, read alone. */
  async users(processId: string): Promise<WindowUsers> {
    const key = await existingKey(this.objects, resultKeys.window(processId));
    return readWindowUsers(async (start, end) => (await this.objects.readRanges(key, [[start, end]]))[0]);
  }

  /** The run's users' names, communities and post counts from its window index (two columns read). */
  async userPosts(processId: string): Promise<WindowUserPosts> {
    const key = await existingKey(this.objects, resultKeys.window(processId));
    return readWindowUserPosts((ranges) => this.objects.readRanges(key, ranges));
  }
}
