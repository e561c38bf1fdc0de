import type { Request } from 'express';

/** The signed-in user a request is made by, as the auth guard established it. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** The account's company code ('' for none): projects shared with the company are theirs to view. */
  supplierCode: string;
  /** May change the labels of its team (a right an admin grants on /users; docs/labels.md). */
  labelEditor: boolean;
}

/** `sessionId` is the server-side session the token belongs to (for signing out). */
export type AuthedRequest = Request & { actor?: Actor; sessionId?: string };
