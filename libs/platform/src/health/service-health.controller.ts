import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { HEALTH_TOPICS, type ReplyInitOf } from '@kizuna/proto';
import { HEALTH } from '../runtime/tokens.js';
import type { HealthRegistry } from './health-registry.js';

export type HealthService = keyof typeof HEALTH_TOPICS;

/**
 * A controller answering `<service>.health.v1` with the readiness checks the service depends on
 * (`checks`, names in the process's HealthRegistry). Answered over the bus, the reply also shows
 * that the bus reaches the service.
 */
export function serviceHealthController(service: HealthService, checks: string[]): Type<unknown> {
  const topic = HEALTH_TOPICS[service];
  @Controller()
  class ServiceHealthController {
    constructor(@Inject(HEALTH) private readonly health: HealthRegistry) {}

    @MessagePattern(topic)
    async check(): Promise<ReplyInitOf<typeof topic>> {
      const report = await this.health.run();
      return {
        checks: checks
          .filter((name) => report.checks[name])
          .map((name) => ({ name, ok: report.checks[name].status === 'ok', error: report.checks[name].error ?? '' })),
      };
    }
  }
  return ServiceHealthController;
}
