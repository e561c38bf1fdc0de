// The analysis API tests again, with every service on the Kafka bus adapter (over the in-memory
// cluster with kafkajs's API: consumer groups, keyed partitions, the work consumer, replies,
// retries) instead of the in-process broker. All API tests run so with KIZUNA_TEST_BUS=kafka.
import { expect, it } from '@jest/globals';
import { KafkaBroker } from '@kizuna/platform/bus';
import { startHarness } from './kizuna-harness.js';

process.env.KIZUNA_TEST_BUS = 'kafka';
await import('./analysis.api.js');

it('runs the services on the Kafka broker', async () => {
  const h = await startHarness();
  try {
    expect(h.kizuna.runtime.broker).toBeInstanceOf(KafkaBroker);
  } finally {
    await h.close();
  }
});
