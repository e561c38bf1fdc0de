import { BusServer } from './bus-server.js';
import type { InProcessBroker } from './in-process-broker.js';

/** The embedded mode's transport strategy: BusServer on the in-process broker. */
export class InProcessServer extends BusServer {
  constructor(broker: InProcessBroker, group: string) {
    super(broker, group);
  }
}
