import { Injectable } from '@nestjs/common';
import { type User, Topic } from '@kizuna/proto';
import { BusClient } from '@kizuna/platform/bus';
import { DomainError, ErrorCode } from '@kizuna/platform/errors';

/** Candidates read per autocomplete: the auth list searches anywhere in the address, so more are read than shown. */
const SEARCH_WINDOW = 100;
/** Addresses the Share dialog offers at once. */
export const CANDIDATES_MAX = 10;

/** The approved users a project can be shared with or handed to, as the auth service knows them. */
@Injectable()
export class ShareDirectory {
  constructor(private readonly bus: BusClient) {}

  /** The approved, not deleted user with this address; refused with errors.share_unknown_user otherwise. */
  async approvedUser(email: string): Promise<User> {
    const wanted = email.trim().toLowerCase();
    const found = (await this.search(wanted)).find((u) => u.email.toLowerCase() === wanted);
    if (!found)
      throw new DomainError(ErrorCode.ShareUnknownUser, 'No approved user has this address.', { email: wanted });
    return found;
  }

  /** Up to CANDIDATES_MAX approved users' addresses starting with the prefix, in order. */
  async candidates(prefix: string): Promise<string[]> {
    const start = prefix.trim().toLowerCase();
    if (!start) return [];
    return (await this.search(start))
      .map((u) => u.email)
      .filter((e) => e.toLowerCase().startsWith(start))
      .slice(0, CANDIDATES_MAX);
  }

  /** A user's company code ('' for none or an unknown user). */
  async supplierCodeOf(userId: string): Promise<string> {
    const { user } = await this.bus.request(Topic.AuthUserGet, { userId });
    return user?.supplierCode ?? '';
  }

  private async search(text: string): Promise<User[]> {
    const { users } = await this.bus.request(Topic.AuthUsersList, {
      tab: 'users',
      search: text,
      page: 0,
      maxCount: SEARCH_WINDOW,
      sortKey: 2,
      isAscending: true,
    });
    return users.filter((u) => u.isApproved && !u.isDeleted);
  }
}
