/** The /users actions that take access away and so are confirmed first. */
export type ConfirmedUserAction = 'decline' | 'withdraw';

export interface UserConfirmation {
  titleKey: string;
  textKey: string;
  confirmKey: string;
}

/** What the confirmation dialog of each such action says. */
export const USER_CONFIRMATIONS: Record<ConfirmedUserAction, UserConfirmation> = {
  decline: {
    titleKey: 'users.decline_title',
    textKey: 'users.decline_text',
    confirmKey: 'users.decline',
  },
  withdraw: {
    titleKey: 'users.withdraw_title',
    textKey: 'users.withdraw_text',
    confirmKey: 'users.withdraw',
  },
};
