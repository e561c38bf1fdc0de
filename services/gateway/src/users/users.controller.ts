import { routes, type RouteFields } from '@kizuna/http-api';
import { Controller } from '@nestjs/common';
import { Topic } from '@kizuna/proto';
import { AccountChange } from '@kizuna/proto/rules';
import { BusClient } from '@kizuna/platform/bus';
import { CurrentActor } from '../auth/access.decorators.js';
import type { Actor } from '../auth/actor.js';
import { SessionCheck } from '../auth/session-check.js';
import { RouteInput } from '../http/route-input.decorator.js';
import { Route } from '../http/route.decorator.js';
import { legacyUserRow, userListRow } from './user-rows.js';
import type {
  ApplicationsAnswer,
  ApproveAnswer,
  ListUsersAnswer,
  StatusAnswer,
  SupplierCodeAnswer,
  UserStateAnswer,
} from '@kizuna/http-api';

/**
 * User administration (spec §2 /users, §4, §7). Admin only; the auth service refuses changes
 * that would lock the caller or everyone out. A change that takes rights away is felt at the
 * account's next request: the gateway forgets its cached session checks.
 */
@Controller()
export class UsersController {
  constructor(
    private readonly bus: BusClient,
    private readonly sessions: SessionCheck,
  ) {}

  /** Spec: {search, max_count, page, sort_key, is_ascending}; `tab` (applicants, users, deleted) beyond it. */
  @Route(routes.listUsers)
  async listUsers(@RouteInput() f: RouteFields<'listUsers'>): Promise<ListUsersAnswer> {
    const reply = await this.bus.request(Topic.AuthUsersList, {
      tab: f.tab,
      search: f.search,
      page: f.page,
      maxCount: f.max_count,
      sortKey: f.sort_key,
      isAscending: f.is_ascending,
      labelEditors: f.label_editors,
    });
    return { UsersResult: reply.users.map(userListRow), stats: { count_total: reply.countTotal } };
  }

  /** Spec: {type:'active'} lists the applications waiting; {type:'edit'} every account not deleted. */
  @Route(routes.listApplications)
  async applications(@RouteInput() f: RouteFields<'listApplications'>): Promise<ApplicationsAnswer> {
    const { users } = await this.bus.request(Topic.AuthApplicationsList, { all: f.type === 'edit' });
    return { data: { users: users.map(legacyUserRow) } };
  }

  @Route(routes.approveUser)
  async approve(@CurrentActor() actor: Actor, @RouteInput() f: RouteFields<'approveUser'>): Promise<ApproveAnswer> {
    const user = await this.change(actor, f.id, f.state ? AccountChange.APPROVE : AccountChange.UNAPPROVE);
    return { status: 'success', state: user.isApproved };
  }

  /** {id, state}: true deletes the account, false restores it. */
  @Route(routes.removeUser)
  async remove(@CurrentActor() actor: Actor, @RouteInput() f: RouteFields<'removeUser'>): Promise<UserStateAnswer> {
    const user = await this.change(actor, f.id, f.state ? AccountChange.DELETE : AccountChange.RESTORE);
    return { status: 'success', state: user.isDeleted };
  }

  /** {id}: declines a deleted account's restore request (it leaves the deleted tab's requests). */
  @Route(routes.dismissRestoreRequest)
  async deleteRequest(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'dismissRestoreRequest'>,
  ): Promise<StatusAnswer> {
    await this.change(actor, f.id, AccountChange.DISMISS_RESTORE_REQUEST);
    return { status: 'success' as const };
  }

  /** Spec: {id, state} → state, the admin flag as it is now. */
  @Route(routes.setAdmin)
  async admin(@CurrentActor() actor: Actor, @RouteInput() f: RouteFields<'setAdmin'>): Promise<UserStateAnswer> {
    const user = await this.change(actor, f.id, f.state ? AccountChange.MAKE_ADMIN : AccountChange.REVOKE_ADMIN);
    return { status: 'success', state: user.isAdmin };
  }

  /** Beyond the spec: {id, supplier_code} sets the company code shown in the list. */
  @Route(routes.updateSupplierCode)
  async updateSupplierCode(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'updateSupplierCode'>,
  ): Promise<SupplierCodeAnswer> {
    const user = await this.change(actor, f.id, AccountChange.SET_SUPPLIER_CODE, f.supplier_code);
    return { status: 'success', supplier_code: user.supplierCode };
  }

  /** {id, state}: grants (true) or withdraws the label editor right of the account's team; felt at its next request. */
  @Route(routes.setLabelEditor)
  async setLabelEditor(
    @CurrentActor() actor: Actor,
    @RouteInput() f: RouteFields<'setLabelEditor'>,
  ): Promise<UserStateAnswer> {
    const change = f.state ? AccountChange.GRANT_LABEL_EDITOR : AccountChange.WITHDRAW_LABEL_EDITOR;
    const user = await this.change(actor, f.id, change);
    return { status: 'success', state: user.labelEditor };
  }

  private async change(actor: Actor, userId: string, change: AccountChange, supplierCode = '') {
    const { user } = await this.bus.request(Topic.AuthAccountChange, { actor, userId, change, supplierCode });
    this.sessions.forgetUser(userId);
    if (!user) throw new Error('auth answered no user');
    return user;
  }
}
