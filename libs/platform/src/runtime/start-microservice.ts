import { NestFactory } from '@nestjs/core';
import type { INestMicroservice, Type } from '@nestjs/common';
import { DomainErrorRpcFilter, InProcessServer } from '../bus/index.js';
import type { PlatformRuntime } from './platform-runtime.js';

/** Starts one service's NestJS microservice on the runtime's bus. */
export async function startMicroservice(
  service: string,
  module: Type<unknown>,
  runtime: PlatformRuntime,
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, {
    strategy: new InProcessServer(runtime.broker, service),
    logger: runtime.logger(service),
  });
  app.useGlobalFilters(new DomainErrorRpcFilter());
  await app.listen();
  return app;
}
