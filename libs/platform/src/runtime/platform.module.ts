import { type DynamicModule, Module } from '@nestjs/common';
import { BUS_TRANSPORT_CLIENT, BusClient, BusTransportClient } from '../bus/index.js';
import { Clock } from '../clock/index.js';
import { ForegroundRequests } from '../threads/foreground-requests.js';
import { ACCESS_TOKENS, CONFIG, DOCUMENT_STORE, HEALTH, LOGGER, MAILER, OBJECT_STORE } from './tokens.js';
import type { PlatformRuntime } from './platform-runtime.js';

/** Gives a service module its config, logger, clock, stores, mailer, bus client and foreground count, from the process's runtime. */
@Module({})
export class PlatformModule {
  static forService(service: string, runtime: PlatformRuntime): DynamicModule {
    return {
      module: PlatformModule,
      global: true,
      providers: [
        { provide: CONFIG, useValue: runtime.config },
        { provide: LOGGER, useValue: runtime.logger(service) },
        { provide: DOCUMENT_STORE, useFactory: () => runtime.documents(service) },
        { provide: OBJECT_STORE, useValue: runtime.objects },
        { provide: MAILER, useValue: runtime.mailer },
        { provide: HEALTH, useValue: runtime.health },
        { provide: ACCESS_TOKENS, useValue: runtime.accessTokens },
        { provide: Clock, useValue: runtime.clock },
        { provide: ForegroundRequests, useValue: runtime.foreground },
        { provide: BUS_TRANSPORT_CLIENT, useFactory: () => new BusTransportClient(runtime.broker) },
        BusClient,
      ],
      exports: [
        ACCESS_TOKENS,
        Clock,
        ForegroundRequests,
        CONFIG,
        LOGGER,
        DOCUMENT_STORE,
        OBJECT_STORE,
        MAILER,
        HEALTH,
        BUS_TRANSPORT_CLIENT,
        BusClient,
      ],
    };
  }
}
