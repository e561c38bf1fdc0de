import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { lowerThreadPriority } from '@kizuna/platform/threads';
import { analyzePrepared } from '../engine/analyze.js';
import { prepareNetwork, withTerms, type PreparedAnalysis, type PreparedNetwork } from '../engine/prepare-analysis.js';
import { PostTableBuilder, type PostTable } from '../engine/posts/post-table.js';
import {
  AnalysisError,
  type AnalysisOptions,
  type EdgeColumns,
  type ProgressListener,
  type RelationKind,
  type TermMatrix,
} from '../engine/types.js';
import { encodeWindow, encodeWindowTextsAhead } from '../results/window-codec.js';
import { encodeEdges, encodeRun, encodedRunBuffers } from '../results/encoded-run.js';
import { encodeUsersAhead } from '../results/encoded-users.js';
import { encodedUserPostShards } from '../results/encoded-user-posts.js';
import { encodeNetworkLayout, networkLayoutOf, type NetworkLayout } from '../results/network-layout-file.js';
import {
  type AnalysisWorkerData,
  type EncodedLayout,
  type FromAnalysisWorker,
  type PostsPortMessage,
  type ToAnalysisWorker,
} from './analysis-messages.js';
import { collectGarbage } from './collect-garbage.js';
import { encodedCoordination, type EncodedCoordination } from './encoded-coordination.js';
import { PartitionHelper, type PartitionAhead } from './partition-helper.js';

/**
 * Worker-thread entry. Holds one dataset (posts and terms) and what was prepared from it per
 * relation set, so the runs of one project (k = 3, 6, 10) parse and build the network once. The
 * posts may come before their terms: the network part is then built while they are tokenized.
 */
const port = parentPort;
if (!port) throw new Error('analysis-worker must run in a worker thread');
lowerThreadPriority((workerData as AnalysisWorkerData).nice);

interface HeldDataset {
  key: string;
  /** The posts as a table once they have all come; before, what collects them. */
  posts: PostTable | PostTableBuilder;
  terms: TermMatrix | null;
  /** Per relation set (joined names). */
  networks: Map<string, PreparedNetwork>;
  prepared: Map<string, PreparedAnalysis>;
}

let dataset: HeldDataset | null = null;
/** Where the posts of the dataset being loaded come from (a `load-from`), until their end. */
let loading: MessagePort | null = null;
/** The edges file's bytes by the network's edges (the same for every run of a dataset and relation set). */
const encodedEdges = new WeakMap<EdgeColumns, Uint8Array>();
/** Computes the partitions of the dataset's coming runs beside the current one. */
let helper: { prepared: PreparedAnalysis; partitions: PartitionHelper } | null = null;

port.on('message', (message: ToAnalysisWorker) => {
  if (message.type === 'load') {
    stopHelper();
    stopLoading();
    const posts = new PostTableBuilder();
    posts.addColumns(message.posts);
    dataset = { key: message.datasetKey, posts, terms: message.terms, networks: new Map(), prepared: new Map() };
  } else if (message.type === 'load-more') {
    if (dataset?.key !== message.datasetKey) return;
    // The pool sends every slice before any job on the dataset; a slice after one would be lost.
    if (!(dataset.posts instanceof PostTableBuilder))
      throw new Error(`posts of ${message.datasetKey} came after a job`);
    dataset.posts.addColumns(message.posts);
  } else if (message.type === 'load-from') {
    loadFrom(message);
  } else if (message.type === 'terms') {
    if (dataset?.key === message.datasetKey) dataset.terms = message.terms;
  } else if (message.type === 'unload') {
    dataset = null;
    stopHelper();
    stopLoading();
    collectGarbage();
  } else if (message.type === 'near') {
    near(message);
    collectGarbage();
  } else if (message.type === 'warm') {
    warm(message);
    // What building the network and encoding the users' posts left is garbage: collected now,
    // while the posts are still being tokenized (the process peaks then), not at the first run.
    collectGarbage();
  } else {
    // The pool sends a worker one job at a time: nothing else arrives while a run waits for a
    // partition from its helper.
    void run(message).then(() => {
      // The result has been sent (copied): its garbage goes now, not on top of the next run's.
      collectGarbage();
    });
  }
});

const send = (msg: FromAnalysisWorker): void => port.postMessage(msg);

/**
 * Takes a dataset's posts from the port they are sent through (by the posts parse worker, as it
 * parses the file), appending them in the order they come, and says `loaded` at their end.
 */
function loadFrom({ id, datasetKey, port: from }: Extract<ToAnalysisWorker, { type: 'load-from' }>): void {
  stopHelper();
  stopLoading();
  const posts = new PostTableBuilder();
  const data: HeldDataset = { key: datasetKey, posts, terms: null, networks: new Map(), prepared: new Map() };
  dataset = data;
  loading = from;
  from.on('message', (message: PostsPortMessage) => {
    if (dataset !== data) return;
    if (message.kind === 'posts') {
      posts.addColumns(message.posts);
    } else {
      stopLoading();
      data.posts = posts.build();
      send({ type: 'loaded', id, posts: data.posts.length });
    }
  });
}

/** Stops taking posts from a `load-from` port (its dataset was replaced or let go, or they have all come). */
function stopLoading(): void {
  loading?.close();
  loading = null;
}

/** The dataset, its posts made a table if they were still being collected (the `load` path's last slice has come). */
function held(datasetKey: string): HeldDataset & { posts: PostTable } {
  if (!dataset || dataset.key !== datasetKey) throw new Error(`dataset ${datasetKey} is not loaded in this worker`);
  if (dataset.posts instanceof PostTableBuilder) dataset.posts = dataset.posts.build();
  return dataset as HeldDataset & { posts: PostTable };
}

function networkOf(
  data: HeldDataset & { posts: PostTable },
  relations: readonly RelationKind[],
  report?: ProgressListener,
): PreparedNetwork {
  const key = relations.join();
  let network = data.networks.get(key);
  if (network) {
    for (const stage of ['parse', 'network'] as const) {
      report?.(stage, 0);
      report?.(stage, 100);
    }
  } else {
    network = prepareNetwork(data.posts, relations, report);
    data.networks.set(key, network);
  }
  return network;
}

/**
 * The k-independent work that needs no terms, done ahead. A failure here is not reported: the
 * first run does the same work and reports what goes wrong.
 */
function warm({
  id,
  datasetKey,
  relations,
  seed,
  withUserPosts,
  withCoordination,
  withLayout,
}: Extract<ToAnalysisWorker, { type: 'warm' }>): void {
  let coordination: EncodedCoordination | null = null;
  let layout: EncodedLayout | null = null;
  try {
    const data = held(datasetKey);
    if (withUserPosts) sendUserPosts(id, data.posts);
    const network = networkOf(data, relations);
    network.naturalPartition(seed);
    network.originals();
    // The exact copies only: the near-identical posts' shingles wait until the project's runs are done.
    if (withCoordination) coordination = encodedCoordination(data.posts, network.network, false);
    // Last, and the first run's otherwise: where the posts are mostly distinct the worker waits
    // seconds for the terms after this (cell 3 of the grid: 2.5 s). A new dataset's first run
    // writes the originals' texts file.
    encodedShared(network);
    encodeWindowTextsAhead(network.originals().texts);
    // Last: the first run does not need it, and on projects whose posts are mostly distinct the
    // worker would wait for the terms meanwhile.
    if (withLayout) layout = encodedLayout(network);
  } catch {
    // See above.
  }
  port!.postMessage({ type: 'warmed', id, coordination, layout } satisfies FromAnalysisWorker, [
    ...(coordination ? coordinationBuffers(coordination) : []),
    ...(layout ? [layout.bytes.buffer as ArrayBuffer] : []),
  ]);
}

/**
 * What the files of every run of a prepared network share, encoded once (the warm does it while
 * the posts are tokenized, or the first run): the edges file's bytes (returned) and the users'
 * files' parts that no k changes.
 */
function encodedShared(prepared: PreparedNetwork): Uint8Array {
  const edges = prepared.edges();
  let bytes = encodedEdges.get(edges);
  if (!bytes) encodedEdges.set(edges, (bytes = encodeEdges(edges)));
  encodeUsersAhead({ names: prepared.network.names, labels: prepared.network.labels, metrics: prepared.metrics });
  return bytes;
}

/** The project's layout file (network-layout-file.ts), computed from the prepared network. */
function encodedLayout(prepared: PreparedNetwork): EncodedLayout {
  // Once per network: two runs asking before the first one's layout is saved share it.
  const started = performance.now();
  let laidOut = layouts.get(prepared.graph);
  if (!laidOut) layouts.set(prepared.graph, (laidOut = networkLayoutOf(prepared)));
  return { order: laidOut.order, bytes: encodeNetworkLayout(laidOut), ms: Math.round(performance.now() - started) };
}

const layouts = new WeakMap<object, NetworkLayout>();

/** The users' posts, one shard per message (transferred): only one shard is held at a time. */
function sendUserPosts(id: number, posts: PostTable): void {
  let shard = 0;
  for (const bytes of encodedUserPostShards(posts))
    port!.postMessage({ type: 'user-posts', id, shard: shard++, bytes } satisfies FromAnalysisWorker, [
      bytes.buffer as ArrayBuffer,
    ]);
}

/**
 * The bytes in a buffer of their own, so it can be transferred: a small Buffer shares the pool's
 * (transferring that would take it from every other Buffer in it); a large one is its own already.
 */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

function stopHelper(): void {
  void helper?.partitions.stop();
  helper = null;
}

/**
 * The partition computed ahead by the helper for this run, if it was asked for; and the helper
 * set to work on the runs still to come. A helper that failed leaves the run to compute it.
 */
async function partitionFor(
  prepared: PreparedAnalysis,
  options: AnalysisOptions,
  upcoming: readonly number[],
  report: ProgressListener,
): Promise<PartitionAhead | undefined> {
  if (helper && (helper.prepared !== prepared || helper.partitions.seed !== options.seed)) stopHelper();
  const ahead = helper?.partitions.take(options.k);
  const later = upcoming.filter((k) => k !== options.k);
  if (later.length > 0) {
    helper ??= { prepared, partitions: new PartitionHelper(prepared, options.seed) };
    helper.partitions.request(later);
  } else if (helper && !helper.partitions.busy) {
    // Nothing left to compute ahead: its copy of the dataset's arrays goes.
    const done = helper;
    helper = null;
    void ahead?.finally(() => done.partitions.stop());
    if (!ahead) void done.partitions.stop();
  }
  if (!ahead) return undefined;
  report('communities', 0);
  return (await ahead) ?? undefined;
}

/**
 * The project's coordination inputs with the near-identical posts' shingles, and the answer at
 * the default settings: asked once the project's runs are done, so it never holds one up.
 */
function near({ id, datasetKey }: Extract<ToAnalysisWorker, { type: 'near' }>): void {
  try {
    const data = held(datasetKey);
    // Each post's author and retweet as a network of the project read them, when one was built.
    const network = data.networks.values().next().value?.network;
    const coordination = encodedCoordination(data.posts, network, true);
    port!.postMessage(
      { type: 'near-done', id, coordination } satisfies FromAnalysisWorker,
      coordinationBuffers(coordination),
    );
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    send({ type: 'failed', id, name: error.name, message: error.message, code: null, stack: error.stack });
  }
}

function coordinationBuffers(coordination: EncodedCoordination): ArrayBuffer[] {
  return [
    coordination.inputs.buffer as ArrayBuffer,
    ...(coordination.answer ? [coordination.answer.buffer as ArrayBuffer] : []),
  ];
}

async function run({
  id,
  datasetKey,
  options,
  withWindowTexts,
  withUserPosts,
  upcoming,
  withCoordination,
  withLayout,
}: Extract<ToAnalysisWorker, { type: 'run' }>): Promise<void> {
  const report: ProgressListener = (stage, percent) => send({ type: 'progress', id, stage, percent });
  try {
    const data = held(datasetKey);
    if (!data.terms) throw new Error(`the terms of dataset ${datasetKey} have not arrived`);
    const relationsKey = options.relations.join();
    let prepared = data.prepared.get(relationsKey);
    if (prepared) {
      for (const stage of ['parse', 'network'] as const) {
        report(stage, 0);
        report(stage, 100);
      }
    } else {
      prepared = withTerms(networkOf(data, options.relations, report), data.terms);
      data.prepared.set(relationsKey, prepared);
    }
    const partition = await partitionFor(prepared, options, upcoming, report);
    // First, so they are written while the run computes.
    if (withUserPosts) sendUserPosts(id, data.posts);
    const { window, ...result } = analyzePrepared(prepared, options, report, partition);
    // Encoded here and handed over without copying: the main thread only writes the bytes. The
    // users' files are written from the result's arrays (no object per user); what of them no k
    // changes (names, PageRank, terms) is encoded once (by the warm, or the project's first run).
    // The edges file is the same for every k: encoded once, each run sends a copy (the bytes it
    // sends are handed over, not copied).
    const run = encodeRun(result, encodedShared(prepared).slice());
    const encodedWindow = encodeWindow(window, withWindowTexts);
    const coordination = withCoordination ? encodedCoordination(data.posts, prepared.network, false) : null;
    const layout = withLayout ? encodedLayout(prepared) : null;
    // The window's bytes are handed over too: copied, the originals' texts (tens of MB at 550k
    // posts) were allocated on the main thread, whose event loop answers the HTTP API.
    encodedWindow.index = ownBuffer(encodedWindow.index);
    if (encodedWindow.texts) encodedWindow.texts = ownBuffer(encodedWindow.texts);
    port!.postMessage(
      { type: 'done', id, run, window: encodedWindow, coordination, layout } satisfies FromAnalysisWorker,
      [
        ...(layout ? [layout.bytes.buffer as ArrayBuffer] : []),
        ...encodedRunBuffers(run),
        encodedWindow.index.buffer as ArrayBuffer,
        encodedWindow.userKeys.buffer as ArrayBuffer,
        ...(encodedWindow.texts ? [encodedWindow.texts.buffer as ArrayBuffer] : []),
        ...(coordination ? coordinationBuffers(coordination) : []),
      ],
    );
  } catch (err) {
    const error = err instanceof Error ? err : new Error(String(err));
    send({
      type: 'failed',
      id,
      name: error.name,
      message: error.message,
      code: err instanceof AnalysisError ? err.code : null,
      stack: error.stack,
    });
  }
}
