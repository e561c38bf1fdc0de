import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/proto';
import { LoginService } from './login.service.js';
import { AccountsService } from './accounts.service.js';
import { toUserMessage } from './to-user-message.js';
import { SessionsService } from './sessions.service.js';
import { PasswordsService } from './passwords.service.js';
import { SsoService } from './sso.service.js';
import { UserAdministration } from './user-administration.service.js';

@Controller()
export class AuthController {
  constructor(
    private readonly login: LoginService,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordsService,
    private readonly sso: SsoService,
    private readonly administration: UserAdministration,
  ) {}

  @MessagePattern(Topic.AuthDevLogin)
  devLogin(@Payload() req: ReceivedRequestOf<Topic.AuthDevLogin>): Promise<ReplyInitOf<Topic.AuthDevLogin>> {
    return this.login.devLogin(req.email, req.clientAddress);
  }

  @MessagePattern(Topic.AuthRegister)
  async register(@Payload() req: ReceivedRequestOf<Topic.AuthRegister>): Promise<ReplyInitOf<Topic.AuthRegister>> {
    const user = await this.accounts.register(req.username, req.email, req.lang, req.clientAddress);
    return user ? { user: toUserMessage(user) } : {};
  }

  @MessagePattern(Topic.AuthUserGet)
  async getUser(@Payload() req: ReceivedRequestOf<Topic.AuthUserGet>): Promise<ReplyInitOf<Topic.AuthUserGet>> {
    return { user: toUserMessage(await this.accounts.get(req.userId)) };
  }

  @MessagePattern(Topic.AuthApplicationsList)
  async listApplications(
    @Payload() req: ReceivedRequestOf<Topic.AuthApplicationsList>,
  ): Promise<ReplyInitOf<Topic.AuthApplicationsList>> {
    const users = await this.accounts.listApplications(req.all);
    return { users: users.map(toUserMessage), countTotal: users.length };
  }

  @MessagePattern(Topic.AuthUsersList)
  async listUsers(@Payload() req: ReceivedRequestOf<Topic.AuthUsersList>): Promise<ReplyInitOf<Topic.AuthUsersList>> {
    const { users, total } = await this.accounts.list(req);
    return { users: users.map(toUserMessage), countTotal: total };
  }

  @MessagePattern(Topic.AuthAccountChange)
  async changeAccount(
    @Payload() req: ReceivedRequestOf<Topic.AuthAccountChange>,
  ): Promise<ReplyInitOf<Topic.AuthAccountChange>> {
    return {
      user: toUserMessage(await this.administration.change(req.actor, req.userId, req.change, req.supplierCode)),
    };
  }

  @MessagePattern(Topic.AuthSessionCheck)
  async checkSession(
    @Payload() req: ReceivedRequestOf<Topic.AuthSessionCheck>,
  ): Promise<ReplyInitOf<Topic.AuthSessionCheck>> {
    return { actor: await this.sessions.check(req.sessionId, req.userId) };
  }

  @MessagePattern(Topic.AuthLogout)
  async logout(@Payload() req: ReceivedRequestOf<Topic.AuthLogout>): Promise<ReplyInitOf<Topic.AuthLogout>> {
    await this.sessions.logout(req.sessionId);
    return { ok: true };
  }

  @MessagePattern(Topic.AuthPasswordLogin)
  passwordLogin(
    @Payload() req: ReceivedRequestOf<Topic.AuthPasswordLogin>,
  ): Promise<ReplyInitOf<Topic.AuthPasswordLogin>> {
    return this.login.passwordLogin(req.email, req.password, req.clientAddress);
  }

  @MessagePattern(Topic.AuthPasswordChange)
  async changePassword(
    @Payload() req: ReceivedRequestOf<Topic.AuthPasswordChange>,
  ): Promise<ReplyInitOf<Topic.AuthPasswordChange>> {
    await this.passwords.change(req.userId, req.password, {
      currentPassword: req.currentPassword,
      keepSessionId: req.keepSessionId,
      clientAddress: req.clientAddress,
    });
    return { ok: true };
  }

  @MessagePattern(Topic.AuthPasswordLinkRequest)
  async requestPasswordLink(
    @Payload() req: ReceivedRequestOf<Topic.AuthPasswordLinkRequest>,
  ): Promise<ReplyInitOf<Topic.AuthPasswordLinkRequest>> {
    await this.passwords.requestReset(req.email, req.lang);
    return { ok: true };
  }

  @MessagePattern(Topic.AuthPasswordLinkUse)
  async usePasswordLink(
    @Payload() req: ReceivedRequestOf<Topic.AuthPasswordLinkUse>,
  ): Promise<ReplyInitOf<Topic.AuthPasswordLinkUse>> {
    await this.passwords.useLink(req.token, req.password, req.clientAddress);
    return { ok: true };
  }

  @MessagePattern(Topic.AuthRestoreRequest)
  async requestRestore(
    @Payload() req: ReceivedRequestOf<Topic.AuthRestoreRequest>,
  ): Promise<ReplyInitOf<Topic.AuthRestoreRequest>> {
    await this.accounts.requestRestore(req.email);
    return { ok: true };
  }

  @MessagePattern(Topic.AuthSsoComplete)
  async completeSso(
    @Payload() req: ReceivedRequestOf<Topic.AuthSsoComplete>,
  ): Promise<ReplyInitOf<Topic.AuthSsoComplete>> {
    return { code: await this.sso.complete(req) };
  }

  @MessagePattern(Topic.AuthSsoExchange)
  exchangeSso(@Payload() req: ReceivedRequestOf<Topic.AuthSsoExchange>): Promise<ReplyInitOf<Topic.AuthSsoExchange>> {
    return this.sso.exchange(req.code, req.clientAddress, req.browserBinding);
  }
}
