/** A user account as the auth service stores it. */
export interface UserRecord {
  _id: string;
  username: string;
  email: string;
  is_approved: boolean;
  is_admin: boolean;
  is_deleted: boolean;
  supplier_code: string;
  created_at: string;
  updated_at: string;
  last_login_at: string;
}
