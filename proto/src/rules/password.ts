/** Spec §5: a password has at least this many characters (code points); the form and the server agree. */
export const PASSWORD_MIN = 4;
/** Longer inputs are refused before hashing, so a megabyte "password" cannot tie up the server. */
export const PASSWORD_MAX = 200;
