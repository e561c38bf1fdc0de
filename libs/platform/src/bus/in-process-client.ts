import { BusTransportClient } from './bus-transport-client.js';
import type { MessageBroker } from './message-broker.js';

/** The client proxy of the embedded mode (and of tests that talk to a runtime's broker). */
export class InProcessClient extends BusTransportClient {
  constructor(broker: MessageBroker) {
    super(broker);
  }
}
