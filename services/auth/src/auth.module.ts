import { type DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, type PlatformRuntime } from '@kizuna/platform/runtime';
import { AuthController } from './auth.controller.js';
import { UsersRepository } from './users.repository.js';
import { LoginService } from './login.service.js';
import { AccountsService } from './accounts.service.js';
import { AdminBootstrap } from './admin-bootstrap.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { PasswordLinksRepository } from './password-links.repository.js';
import { PasswordsService } from './passwords.service.js';
import { SecurityEvents } from './security-events.js';
import { UsersOutbox } from './users-outbox.js';
import { SsoCodesRepository } from './sso-codes.repository.js';
import { SsoService } from './sso.service.js';
import { UserAdministration } from './user-administration.service.js';
import { SignInFailuresRepository } from './sign-in-failures.repository.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { UsersFormat } from './users-format.js';
import { serviceHealthController } from '@kizuna/platform/health';

export const AUTH_SERVICE = 'auth';

/** Accounts, applications, roles and sign-in. */
@Module({})
export class AuthModule {
  static forRuntime(runtime: PlatformRuntime): DynamicModule {
    return {
      module: AuthModule,
      imports: [PlatformModule.forService(AUTH_SERVICE, runtime)],
      controllers: [AuthController, serviceHealthController(AUTH_SERVICE, [`documents:${AUTH_SERVICE}`])],
      providers: [
        UsersRepository,
        SessionsRepository,
        SessionsService,
        PasswordLinksRepository,
        PasswordsService,
        LoginService,
        AccountsService,
        AdminBootstrap,
        SecurityEvents,
        UsersOutbox,
        SsoCodesRepository,
        SsoService,
        UserAdministration,
        SignInFailuresRepository,
        SignInThrottle,
        UsersFormat,
      ],
    };
  }
}
