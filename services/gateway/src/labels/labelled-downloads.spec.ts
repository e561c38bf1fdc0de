import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { BusClient, InProcessBroker, InProcessClient } from '@kizuna/platform/bus';
import { CSV_BOM } from '@kizuna/platform/csv';
import { LocalObjectStore, type ObjectStore } from '@kizuna/platform/objects';
import { packKeys, protobufCodec, Topic } from '@kizuna/proto';
import type { Actor } from '../auth/actor.js';
import { withLabelColumns } from './label-columns.js';
import { LabelledDownloads } from './labelled-downloads.service.js';
import { TeamAssignments } from './team-assignments.service.js';

const ROWS = 200_000;
const actor = { userId: 'u1', email: 'a@example.com', name: 'a', isAdmin: false, supplierCode: 'A-1' } as Actor;

/** A members CSV as the analysis service writes it: a BOM, CRLF records, a quoted cell with a line break. */
function membersCsv(): string {
  const lines = ['node_id,community,tweet_text'];
  for (let i = 0; i < ROWS; i++) lines.push(`user${i},${i % 7},"said ""hi""\r\nover two lines ${i}"`);
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

describe('labelled CSV downloads stream (issue 55)', () => {
  let dir: string;
  let broker: InProcessBroker;
  let objects: LocalObjectStore;
  let read: number;
  let counting: ObjectStore;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-labelled-'));
    objects = new LocalObjectStore({ directory: dir });
    broker = new InProcessBroker();
    // The projects service's answer: team A-1 labels user1 (with a note) and user199999.
    broker.handleRequests(Topic.ProjectsLabelsAssignments, async () => {
      const packed = packKeys(['user1', 'user199999']);
      return protobufCodec.encode(Topic.ProjectsLabelsAssignments, 'reply', {
        labels: [
          {
            labelId: 'L1',
            name: 'Critic',
            color: '#e6194b',
            createdByName: 'Ann',
            createdAt: '2026-12-01T00:00:00.000Z',
            updatedAt: '2026-12-01T00:00:00.000Z',
          },
        ],
        accountsUtf8: packed.utf8,
        accountEnds: packed.ends,
        labelIndexes: [0, 0],
        byIndexes: [0, 0],
        byNames: ['Ann'],
        atMs: [0, 0],
        noteIndexes: [0],
        notes: ['press'],
      });
    });
    // The store as it is, counting the bytes the gateway has read of it.
    read = 0;
    counting = Object.assign(Object.create(objects) as ObjectStore, {
      get: async (key: string): Promise<Readable> => {
        const counted = new PassThrough();
        counted.on('data', (chunk: Buffer) => (read += chunk.length));
        (await objects.get(key)).pipe(counted);
        return counted;
      },
      getBuffer: async (key: string): Promise<Buffer> => {
        const bytes = await objects.getBuffer(key);
        read += bytes.length;
        return bytes;
      },
    });
  });

  afterEach(async () => {
    await broker.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the first labelled rows before it has read the whole file, and the same bytes in the end', async () => {
    const text = membersCsv();
    const { size } = await objects.put('exports/users.csv', text, { contentType: 'text/csv' });
    const labelled = new LabelledDownloads(new TeamAssignments(new BusClient(new InProcessClient(broker))), counting);

    const download = await labelled.file(
      actor,
      { key: 'exports/users.csv', fileName: 'users.csv', contentType: 'text/csv; charset=utf-8' },
      ['run-1'],
    );
    const chunks: Buffer[] = [];
    let readAtFirst = -1;
    for await (const chunk of download.getStream()) {
      if (readAtFirst < 0) readAtFirst = read;
      chunks.push(chunk as Buffer);
    }
    // A download of any size holds a chunk or two in the gateway, never the file.
    expect(size).toBeGreaterThan(8 * 1024 * 1024);
    expect(readAtFirst).toBeGreaterThan(0);
    expect(readAtFirst).toBeLessThan(size / 4);

    const out = Buffer.concat(chunks).toString('utf8');
    const labels = new Map([
      ['user1', { names: 'Critic', notes: 'Critic: press' }],
      ['user199999', { names: 'Critic', notes: '' }],
    ]);
    expect(out).toBe(withLabelColumns(text, (key) => labels.get(key)));
    expect(out).toContain('"said ""hi""\r\nover two lines 1",Critic,Critic: press\r\n');
    expect(out.endsWith('"said ""hi""\r\nover two lines 199999",Critic,\r\n')).toBe(true);
  });
});
