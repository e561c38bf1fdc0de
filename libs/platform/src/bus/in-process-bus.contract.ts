import { InProcessBroker } from './in-process-broker.js';
import { InProcessClient } from './in-process-client.js';
import { InProcessServer } from './in-process-server.js';
import { runBusContract } from './test-support/bus-contract-suite.js';

runBusContract('in-process', async () => {
  const broker = new InProcessBroker(undefined, { maxAttempts: 3, retryDelayMs: 1 });
  return {
    server: (group) => new InProcessServer(broker, group),
    client: () => new InProcessClient(broker),
    deadLetters: () => broker.deadLetters.map((d) => ({ topic: d.topic, error: d.error })),
    drain: () => broker.drain(),
    close: async () => broker.drain(),
  };
});
