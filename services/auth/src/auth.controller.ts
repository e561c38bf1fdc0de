import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ReceivedRequestOf, type ReplyInitOf, Topic } from '@kizuna/contracts';
import { LoginService } from './login.service.js';
import { AccountsService } from './accounts.service.js';
import { toUserMessage } from './to-user-message.js';
import { SessionsService } from './sessions.service.js';

@Controller()
export class AuthController {
  constructor(
    private readonly login: LoginService,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
  ) {}

  @MessagePattern(Topic.AuthDevLogin)
  devLogin(@Payload() req: ReceivedRequestOf<Topic.AuthDevLogin>): Promise<ReplyInitOf<Topic.AuthDevLogin>> {
    return this.login.devLogin(req.email);
  }

  @MessagePattern(Topic.AuthRegister)
  async register(@Payload() req: ReceivedRequestOf<Topic.AuthRegister>): Promise<ReplyInitOf<Topic.AuthRegister>> {
    return { user: toUserMessage(await this.accounts.apply(req.username, req.email)) };
  }

  @MessagePattern(Topic.AuthUserGet)
  async getUser(@Payload() req: ReceivedRequestOf<Topic.AuthUserGet>): Promise<ReplyInitOf<Topic.AuthUserGet>> {
    return { user: toUserMessage(await this.accounts.get(req.userId)) };
  }

  @MessagePattern(Topic.AuthApplicationsList)
  async listApplications(): Promise<ReplyInitOf<Topic.AuthApplicationsList>> {
    const users = await this.accounts.listApplicants();
    return { users: users.map(toUserMessage), countTotal: users.length };
  }

  @MessagePattern(Topic.AuthApprove)
  async approve(@Payload() req: ReceivedRequestOf<Topic.AuthApprove>): Promise<ReplyInitOf<Topic.AuthApprove>> {
    return { user: toUserMessage(await this.accounts.approve(req.userId, req.state)) };
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
}
