import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { PlatformModule, type PlatformRuntime } from '@kizuna/platform/runtime';
import { AuthGuard } from './auth/auth.guard.js';
import { SessionCheck } from './auth/session-check.js';
import { RateLimitGuard } from './auth/rate-limit.guard.js';
import { rateLimits } from './auth/rate-limits.js';
import { HttpErrorFilter } from './errors/http-error.filter.js';
import { RouteInputInterceptor } from './http/route-input.interceptor.js';
import { WorkLimitInterceptor } from './limits/work-limit.interceptor.js';
import { workCountersProvider } from './limits/work-counters.provider.js';
import { HealthController } from './health/health.controller.js';
import { SystemStatusService } from './health/system-status.service.js';
import { AccountsController } from './accounts/accounts.controller.js';
import { PasswordsController } from './accounts/passwords.controller.js';
import { SsoController } from './sso/sso.controller.js';
import { UsersController } from './users/users.controller.js';
import { OidcGuard } from './sso/oidc.guard.js';
import { OidcStrategy } from './sso/oidc.strategy.js';
import { SsoHandoffCookie } from './sso/sso-handoff-cookie.js';
import type { OidcProviderMetadata } from './sso/oidc-discovery.js';
import { ProjectsController } from './projects/projects.controller.js';
import { RegisterAnalysis } from './projects/register-analysis.service.js';
import { ProjectAccess } from './projects/project-access.service.js';
import { ShareDirectory } from './projects/share-directory.service.js';
import { ShareNotices } from './projects/share-notices.service.js';
import { SharingController } from './projects/sharing.controller.js';
import { UploadController } from './upload/upload.controller.js';
import { PendingUploads } from './upload/pending-uploads.js';
import { UploadReceiver } from './upload/upload-receiver.js';
import { UploadSweeper } from './upload/upload-sweeper.js';
import { ResultsController } from './results/results.controller.js';
import { RelationsController } from './results/relations.controller.js';
import { CoordinationController } from './results/coordination.controller.js';
import { SeriesController } from './series/series.controller.js';
import { SeriesAccess } from './series/series-access.service.js';
import { SeriesIdentities } from './series/series-identities.service.js';
import { TrackRename } from './series/track-rename.service.js';
import { LabelsController } from './labels/labels.controller.js';
import { LabelledDownloads } from './labels/labelled-downloads.service.js';
import { LabelledMemberFilter } from './labels/labelled-member-filter.service.js';
import { TeamAssignments } from './labels/team-assignments.service.js';
import { RunLabels } from './labels/run-labels.service.js';
import { ResultDownloadsController } from './results/result-downloads.controller.js';
import { ResultAccess } from './results/result-access.service.js';
import { WholeGraphFiles } from './results/whole-graph-files.service.js';
import { DocsController } from './docs/docs.controller.js';
import { LogsController } from './logs/logs.controller.js';

export const GATEWAY_SERVICE = 'gateway';

/** The HTTP API: authenticates every request, checks ownership, and turns calls into bus messages. */
@Module({})
export class GatewayModule {
  /** `oidcProvider`: the SSO provider's discovery document, read before the app is built (null without SSO). */
  static forRuntime(runtime: PlatformRuntime, oidcProvider: OidcProviderMetadata | null = null): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        PlatformModule.forService(GATEWAY_SERVICE, runtime),
        ThrottlerModule.forRoot(rateLimits(runtime.config.auth.attemptsPerMinute)),
      ],
      controllers: [
        HealthController,
        AccountsController,
        PasswordsController,
        SsoController,
        UsersController,
        ProjectsController,
        SharingController,
        UploadController,
        ResultsController,
        ResultDownloadsController,
        RelationsController,
        CoordinationController,
        SeriesController,
        LabelsController,
        ...(runtime.config.apiDocs ? [DocsController] : []),
        LogsController,
      ],
      providers: [
        // Limits count before authentication, so failed attempts count too.
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_GUARD, useClass: AuthGuard },
        // Per-user work limits first: a request over them is not read at all.
        { provide: APP_INTERCEPTOR, useClass: WorkLimitInterceptor },
        workCountersProvider(runtime, GATEWAY_SERVICE),
        // Every body and query is read by its route's schema before a handler runs.
        { provide: APP_INTERCEPTOR, useClass: RouteInputInterceptor },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        SessionCheck,
        ProjectAccess,
        ShareDirectory,
        ShareNotices,
        RegisterAnalysis,
        ResultAccess,
        WholeGraphFiles,
        SeriesAccess,
        SeriesIdentities,
        TrackRename,
        LabelledDownloads,
        LabelledMemberFilter,
        TeamAssignments,
        RunLabels,
        UploadReceiver,
        PendingUploads,
        UploadSweeper,
        OidcGuard,
        SsoHandoffCookie,
        SystemStatusService,
        {
          provide: OidcStrategy,
          useFactory: () =>
            runtime.config.auth.oidc && oidcProvider
              ? new OidcStrategy(runtime.config.auth.oidc, oidcProvider, runtime.config.publicUrl.startsWith('https:'))
              : null,
        },
      ],
    };
  }
}
