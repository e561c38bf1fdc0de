import { NestFactory } from '@nestjs/core';
import type { INestMicroservice, Type } from '@nestjs/common';
import { BusServer, DomainErrorRpcFilter } from '../bus/index.js';
import type { PlatformRuntime } from './platform-runtime.js';

/** Starts one service's NestJS microservice on the runtime's bus (in-process or Kafka); the group is the service. */
export async function startMicroservice(
  service: string,
  module: Type<unknown>,
  runtime: PlatformRuntime,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, {
    strategy: new BusServer(runtime.broker, service, runtime.foreground),
    logger: runtime.logger(service),
  });
  app.useGlobalFilters(new DomainErrorRpcFilter());
  await app.listen();
  return app;
}
