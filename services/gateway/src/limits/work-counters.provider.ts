import type { Provider } from '@nestjs/common';
import type { PlatformRuntime } from '@kizuna/platform/runtime';
import { DocumentWorkCounters } from './document-work-counters.js';
import { MemoryWorkCounters } from './memory-work-counters.js';
import { WORK_COUNTERS } from './work-counters.port.js';

/**
 * The counters by where the documents are: on MongoDB every gateway replica shares them; the
 * embedded engine is this one process's, where counting in memory costs no write per request
 * (and the gateway needs no document store of its own).
 */
export function workCountersProvider(runtime: PlatformRuntime, service: string): Provider {
  return {
    provide: WORK_COUNTERS,
    useFactory: async () =>
      runtime.config.documents.kind === 'mongo'
        ? await DocumentWorkCounters.open(await runtime.documents(service))
        : new MemoryWorkCounters(),
  };
}
