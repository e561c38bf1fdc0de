import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JsonLogger } from '@kizuna/platform/logging';
import { packKeys } from '@kizuna/proto';
import { LocalObjectStore, type ObjectStore } from '@kizuna/platform/objects';
import { FullObjectStore } from '@kizuna/platform/objects-testing';
import { textList } from '../../engine/posts/text-list.js';
import { projectsLiveness } from '../../failures/test-support/projects-liveness.js';
import { resultKeys } from '../result-keys.js';
import { encodeWindow } from '../window-codec.js';
import { UserKeyFiles } from './user-key-files.js';
import { WindowFiles } from './window-files.js';

/** A run's window index of three users, as a run saved before user key indexes has it. */
const window = encodeWindow(
  {
    index: {
      k: 2,
      relations: ['retweet'],
      labels: ['Ann', 'ボブ', 'carl'],
      assignment: Int32Array.of(1, 0, 1),
      pagerank: Float64Array.of(0.2, 0.5, 0.3),
      postTime: Float64Array.of(1, 2),
      postAuthor: Int32Array.of(0, 1),
      retweetOf: Int32Array.of(-1, 0),
      unitAuthor: Int32Array.of(0),
      unitTime: Float64Array.of(1),
      relationPost: new Int32Array(0),
      relationTarget: new Int32Array(0),
      relationKind: new Int32Array(0),
    },
    unitTexts: textList(['hello']),
  },
  false,
);
const ASKED = ['carl', 'dave', 'ann', 'ボブ'];
const ANSWER = { indexes: [0, 2, 3], clusterIds: [2, 2, 1] };

describe('UserKeyFiles: a run’s user key index', () => {
  let dir: string;
  let objects: LocalObjectStore;
  const logged: string[] = [];
  const logger = new JsonLogger('test', 'warn', (line) => logged.push(JSON.parse(line).msg as string));
  const files = (store: ObjectStore = objects, wanted = projectsLiveness().wanted) =>
    new UserKeyFiles(store, new WindowFiles(store), wanted, logger);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kizuna-user-keys-'));
    objects = new LocalObjectStore({ directory: dir });
    await objects.put(resultKeys.window('r1'), Buffer.from(window.index));
    logged.length = 0;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('is saved with a run: the one the analysis wrote is read, not the window index', async () => {
    await objects.put(resultKeys.userKeys('r1'), Buffer.from(window.userKeys));
    await objects.delete(resultKeys.window('r1'));
    expect((await files().get('r1')).present(packKeys(ASKED))).toEqual(ANSWER);
  });

  it('is made from the window index of a run saved before it, once, and kept', async () => {
    expect((await files().get('r1')).present(packKeys(ASKED))).toEqual(ANSWER);
    expect(await objects.getBuffer(resultKeys.userKeys('r1'))).toEqual(Buffer.from(window.userKeys));
    // The next time (another process) reads the kept one.
    await objects.delete(resultKeys.window('r1'));
    expect((await files().get('r1')).present(packKeys(ASKED))).toEqual(ANSWER);
  });

  it('is made again where the kept file is not one', async () => {
    await objects.put(resultKeys.userKeys('r1'), 'not an index');
    expect((await files().get('r1')).present(packKeys(ASKED))).toEqual(ANSWER);
    expect(await objects.getBuffer(resultKeys.userKeys('r1'))).toEqual(Buffer.from(window.userKeys));
  });

  it('answers on a full disk, keeping nothing, and says so in the log', async () => {
    const full = new FullObjectStore(objects, 0);
    expect((await files(full).get('r1')).present(packKeys(ASKED))).toEqual(ANSWER);
    expect(await objects.stat(resultKeys.userKeys('r1'))).toBeNull();
    expect(logged).toEqual(['keeping a run’s user key index failed; it is made again when next asked']);
  });

  it('leaves nothing of a run removed while its index was made', async () => {
    const liveness = projectsLiveness();
    liveness.wanted.cancel(['r1']);
    expect((await files(objects, liveness.wanted).get('r1')).present(packKeys(ASKED))).toEqual(ANSWER);
    expect(await objects.stat(resultKeys.userKeys('r1'))).toBeNull();
  });
});
