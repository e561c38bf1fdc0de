import { parentPort } from 'node:worker_threads';
import { loadIpadicTables } from '../engine/text/ipadic-tables.js';

// Compiles the IPADIC tables in a thread of its own and hands them over (shared memory): the
// thread that asked never holds kuromoji's 300 MB load, and is not held up by the compiling.
const port = parentPort;
if (port === null) throw new Error('ipadic-tables-worker must run as a worker thread');
try {
  port.postMessage({ kind: 'tables', tables: await loadIpadicTables() });
} catch (error) {
  port.postMessage({ kind: 'failure', message: String((error as Error).stack ?? error) });
}
