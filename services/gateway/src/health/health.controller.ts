import { routes, type RouteFields } from '@kizuna/http-api';
import { Controller, Header, Inject, Res } from '@nestjs/common';
import { Route } from '../http/route.decorator.js';
import { RouteInput } from '../http/route-input.decorator.js';
import type { Response } from 'express';
import type { KizunaConfig } from '@kizuna/platform/config';
import { readiness, type HealthRegistry } from '@kizuna/platform/health';
import type { JsonLogger } from '@kizuna/platform/logging';
import type {
  DatabaseStatus,
  HealthcheckAnswer,
  LivenessAnswer,
  ReadinessAnswer,
  ServerConfig,
} from '@kizuna/http-api';
import { CONFIG, HEALTH, LOGGER } from '@kizuna/platform/runtime';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { SystemStatusService } from './system-status.service.js';

@Controller()
export class HealthController {
  constructor(
    @Inject(HEALTH) private readonly health: HealthRegistry,
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly system: SystemStatusService,
  ) {}

  /** The spec's /restapi-test screen calls this and shows its text. */
  @Route(routes.healthcheck)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  healthcheck(): HealthcheckAnswer {
    return 'OK';
  }

  @Route(routes.liveness)
  live(): LivenessAnswer {
    return { status: 'ok' };
  }

  /** Public, for probes: ready or not, never why (admins read why on /mysql, operators in the log). */
  @Route(routes.readiness)
  async ready(@Res() res: Response): Promise<void> {
    const ready = await readiness(this.health, this.logger);
    res.status(ready.status === 'ok' ? 200 : 503).json(ready satisfies ReadinessAnswer);
  }

  /**
   * The spec's database status screen (/mysql): status 1 when every store and service answers,
   * 0 otherwise, with each check. Anyone signed in may see whether it works; only admins see why
   * not (reasons can name hosts). Kizuna's database is the document store; the path is the spec's.
   */
  @Route(routes.databaseStatus)
  async databaseStatus(
    @CurrentActor() actor: Actor,
    // lang_code is the spec's; the answer carries no text to translate.
    @RouteInput() _query: RouteFields<'databaseStatus'>,
  ): Promise<DatabaseStatus> {
    const report = await this.system.check();
    if (actor.isAdmin) return report;
    const checks = Object.fromEntries(Object.entries(report.checks).map(([name, c]) => [name, { status: c.status }]));
    // How full the data folder is, and what the sweep removed, names no host: shown to everyone.
    return { status: report.status, checks, storage: report.storage };
  }

  /** What the sign-in screen needs to know before anyone is signed in. */
  @Route(routes.serverConfig)
  clientConfig(): ServerConfig {
    return {
      devLogin: this.config.auth.devLogin,
      sso: this.config.auth.oidc !== null,
      maxUploadBytes: this.config.upload.maxBytes,
      uploadTtlHours: this.config.upload.ttlHours,
      mode: this.config.mode,
    };
  }
}
