/** The version the auth service's users are at (users-format.ts). */
export interface UsersFormatRecord {
  _id: string;
  version: number;
  upgraded_at: string;
}
