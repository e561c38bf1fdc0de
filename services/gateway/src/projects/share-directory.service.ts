import { Injectable } from '@nestjs/common';
import { type User, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';
import { SHARE_CANDIDATES_MAX, SHARE_PREFIX_MIN, shareCandidates } from '@kizuna/proto/rules';
import type { Actor } from '../auth/actor.js';

/** Candidates read per page: the auth list searches anywhere in the address, so more are read than shown. */
const SEARCH_WINDOW = 100;
/** Pages read at most per autocomplete, when other companies' addresses fill the first ones. */
const SEARCH_PAGES = 5;

/** The approved users a project can be shared with or handed to, as the auth service knows them. */
@Injectable()
export class ShareDirectory {
  constructor(private readonly bus: BusClient) {}

  /** The approved, not deleted user with this address; refused with errors.share_unknown_user otherwise. */
  async approvedUser(email: string): Promise<User> {
    const wanted = email.trim().toLowerCase();
    const found = (await this.search(wanted)).approved.find((u) => u.email.toLowerCase() === wanted);
    if (!found)
      throw new DomainError(ErrorCode.ShareUnknownUser, 'No approved user has this address.', { email: wanted });
    return found;
  }

  /**
   * Up to SHARE_CANDIDATES_MAX approved users' addresses starting with the prefix, in order, of the
   * caller's company code only (an admin: any); nothing under SHARE_PREFIX_MIN characters.
   */
  async candidates(prefix: string, caller: Actor): Promise<string[]> {
    const start = prefix.trim().toLowerCase();
    if (start.length < SHARE_PREFIX_MIN) return [];
    const found: User[] = [];
    for (let page = 0; page < SEARCH_PAGES; page++) {
      const users = await this.search(start, page);
      found.push(...users.approved);
      if (shareCandidates(start, caller, found).length >= SHARE_CANDIDATES_MAX || users.read < SEARCH_WINDOW) break;
    }
    return shareCandidates(start, caller, found);
  }

  /** A user's company code ('' for none or an unknown user). */
  async supplierCodeOf(userId: string): Promise<string> {
    const { user } = await this.bus.request(Topic.AuthUserGet, { userId });
    return user?.supplierCode ?? '';
  }

  /** One page of users whose address holds the text: the approved ones, and how many were read. */
  private async search(text: string, page = 0): Promise<{ approved: User[]; read: number }> {
    const { users } = await this.bus.request(Topic.AuthUsersList, {
      tab: 'users',
      search: text,
      page,
      maxCount: SEARCH_WINDOW,
      labelEditors: false,
      sortKey: 2,
      isAscending: true,
    });
    return { approved: users.filter((u) => u.isApproved && !u.isDeleted), read: users.length };
  }
}
