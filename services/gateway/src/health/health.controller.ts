import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
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
import { CurrentActor, Public } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { SystemStatusService } from './system-status.service.js';

@Controller('api')
export class HealthController {
  constructor(
    @Inject(HEALTH) private readonly health: HealthRegistry,
    @Inject(CONFIG) private readonly config: KizunaConfig,
    @Inject(LOGGER) private readonly logger: JsonLogger,
    private readonly system: SystemStatusService,
  ) {}

  /** The spec's /restapi-test screen calls this and shows its text. */
  @Public()
  @Get('healthcheck')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  healthcheck(): HealthcheckAnswer {
    return 'OK';
  }

  @Public()
  @Get('health/live')
  live(): LivenessAnswer {
    return { status: 'ok' };
  }

  /** Public, for probes: ready or not, never why (admins read why on /mysql, operators in the log). */
  @Public()
  @Get('health/ready')
  async ready(@Res() res: Response): Promise<void> {
    const ready = await readiness(this.health, this.logger);
    res.status(ready.status === 'ok' ? 200 : 503).json(ready satisfies ReadinessAnswer);
  }

  /**
   * The spec's database status screen (/mysql): status 1 when every store and service answers,
   * 0 otherwise, with each check. Anyone signed in may see whether it works; only admins see why
   * not (reasons can name hosts). Kizuna's database is the document store; the path is the spec's.
   */
  @Get('mysql_status')
  async databaseStatus(@CurrentActor() actor: Actor): Promise<DatabaseStatus> {
    const report = await this.system.check();
    if (actor.isAdmin) return report;
    const checks = Object.fromEntries(Object.entries(report.checks).map(([name, c]) => [name, { status: c.status }]));
    return { status: report.status, checks };
  }

  /** What the sign-in screen needs to know before anyone is signed in. */
  @Public()
  @Get('config')
  clientConfig(): ServerConfig {
    return {
      devLogin: this.config.auth.devLogin,
      sso: this.config.auth.oidc !== null,
      maxUploadBytes: this.config.upload.maxBytes,
      mode: this.config.mode,
    };
  }
}
