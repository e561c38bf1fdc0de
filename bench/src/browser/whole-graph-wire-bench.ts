/// <reference lib="dom" />
// The function passed to page.evaluate runs in the browser.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startKizuna } from '@kizuna/launcher';
import { decodeWholeGraph, readWholeGraphHeader, type SectionName } from '@kizuna/proto/graph-binary';
import { GRID } from '../grid/grid-bench.js';
import { loadAverage } from '../support/analysed-project.js';
import { benchKizunaConfig } from '../support/bench-kizuna-config.js';
import { ensureGenerated, postsForBytes } from '../support/ensure-generated.js';
import { describeHostReference, measureHostReference } from '../support/host-reference.js';
import { KizunaClient } from '../support/kizuna-client.js';
import { repoRoot } from '../support/paths.js';
import { percentile } from '../support/percentile.js';
import { printTable } from '../support/table.js';
import { groupsCsv } from './whole-graph-page-bench.js';

const DECODES = 7;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} KB`;
const step = (what: string) => process.stderr.write(`  whole-graph wire bench: ${what}\n`);

/** The whole graph as it travels: the gzipped bytes counted off the socket (fetch would unzip them). */
function wireBytes(base: string, token: string, processId: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/v1/analyze/cluster/get_whole_graph`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Auth-Token': token, 'Accept-Encoding': 'gzip' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            body: res.headers['content-encoding'] === 'gzip' ? body : gzipSync(body),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ process_id: processId }));
  });
}

/** A file prepared and analysed by the product at k = 6, and its run's whole graph off the wire. */
async function productAnswer(client: KizunaClient, file: string): Promise<Buffer> {
  step(`registering ${path.basename(file)}`);
  const { projectId, runs } = await client.register(file, '6');
  step('analysing');
  await client.analyse(projectId, runs);
  for (;;) {
    const answer = await wireBytes(client.base, client.token, runs[0]);
    if (answer.status === 200) return answer.body;
    if (answer.status !== 409) throw new Error(`get_whole_graph: ${answer.status} ${answer.body.toString()}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/**
 * Decoding in headless Chromium: the codec's own modules (proto's build) and the answer served
 * from loopback, `decodeWholeGraph` timed DECODES times in the page (the first on a cold codec).
 */
async function browserDecodeMs(answers: Buffer[]): Promise<Array<{ first: number; median: number }>> {
  const codec = path.join(repoRoot(), 'proto/dist/graph-binary');
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/answer/')) {
      res.setHeader('Content-Type', 'application/octet-stream');
      res.end(answers[Number(url.slice('/answer/'.length))]);
    } else if (url.startsWith('/graph-binary/') && /^[\w-]+\.js$/.test(url.slice(14))) {
      readFile(path.join(codec, url.slice(14))).then(
        (js) => res.setHeader('Content-Type', 'text/javascript').end(js),
        () => res.writeHead(404).end(),
      );
    } else res.setHeader('Content-Type', 'text/html').end('<!doctype html><title>decode</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    const out: Array<{ first: number; median: number }> = [];
    for (let i = 0; i < answers.length; i++) {
      const times = await page.evaluate(
        async ({ index, decodes }) => {
          const codecUrl = '/graph-binary/index.js';
          const { decodeWholeGraph: decode } = (await import(codecUrl)) as typeof import('@kizuna/proto/graph-binary');
          const bytes = new Uint8Array(await (await fetch(`/answer/${index}`)).arrayBuffer());
          const ms: number[] = [];
          for (let d = 0; d < decodes; d++) {
            const t0 = performance.now();
            const graph = decode(bytes);
            ms.push(performance.now() - t0);
            if (graph.userCount === 0) throw new Error('no users');
          }
          return ms;
        },
        { index: i, decodes: DECODES },
      );
      out.push({ first: times[0], median: percentile(times.slice(1), 50) });
    }
    return out;
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * The whole-graph answer on the wire (issue 59, item 7: ≤ 6 MB at full size) for two product
 * runs at k = 6: the real-page bench's file (104,000 users in retweet groups of 1,000) and the
 * grid's first full-size file (generated posts: retweets, replies and mentions over planted
 * groups). Per section: bytes and bytes gzipped alone; the whole answer as sent (gzip); decoding
 * in Chromium and in Node.
 */
export async function wholeGraphWireBench(): Promise<void> {
  console.log('\n## The whole-graph answer on the wire (issue 59)\n');
  const grid = GRID[0].settings;
  const files = [
    { name: 'real-page bench (104,000 users in groups)', file: await groupsCsv(104_000) },
    { name: `grid "${GRID[0].name}"`, file: ensureGenerated({ ...grid, posts: postsForBytes(grid, 150e6) }) },
  ];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kizuna-bench-wire-'));
  const kizuna = await startKizuna(benchKizunaConfig(dataDir));
  const wire: Buffer[] = [];
  try {
    const client = KizunaClient.of(kizuna);
    await client.signIn('admin@example.com');
    for (const { file } of files) wire.push(await productAnswer(client, file));
  } finally {
    await kizuna.stop();
  }
  const answers = wire.map((w) => gunzipSync(w));
  const before = measureHostReference();
  step('decoding in Chromium');
  const browserMs = await browserDecodeMs(answers);
  const nodeMs = answers.map((bytes) => {
    const times = Array.from({ length: DECODES }, () => {
      const t0 = performance.now();
      decodeWholeGraph(bytes);
      return performance.now() - t0;
    });
    return percentile(times.slice(1), 50);
  });
  const after = measureHostReference();

  const headers = answers.map((bytes) => readWholeGraphHeader(bytes));
  const names = Object.keys(headers[0].sections) as SectionName[];
  printTable(
    ['section', ...files.flatMap(({ name }) => [`${name}: bytes`, 'gzipped alone'])],
    names.map((name) => [
      name,
      ...answers.flatMap((bytes, i) => {
        const { start, bytes: length } = headers[i].sections[name];
        return [kb(length), kb(gzipSync(bytes.subarray(start, start + length)).length)];
      }),
    ]),
  );
  console.log('');
  printTable(
    ['file', 'users', 'pairs', 'answer', 'on the wire (gzip)', 'decode, Chromium (first / median)', 'decode, Node'],
    files.map(({ name }, i) => [
      name,
      headers[i].userCount.toLocaleString('en'),
      headers[i].pairCount.toLocaleString('en'),
      kb(answers[i].length),
      `${(wire[i].length / 1e6).toFixed(2)} MB`,
      `${browserMs[i].first.toFixed(0)} / ${browserMs[i].median.toFixed(0)} ms`,
      `${nodeMs[i].toFixed(0)} ms`,
    ]),
  );
  console.log(
    `\nGoal: ≤ 6 MB on the wire. Host reference before: ${describeHostReference(before)}; after: ${describeHostReference(after)}; load average ${loadAverage()}`,
  );
}
