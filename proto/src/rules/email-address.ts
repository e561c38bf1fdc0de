/** RFC 5321's limit on a forward path: a longer text is refused before any pattern reads it. */
export const EMAIL_MAX = 254;

// One @, no spaces, at least one dot in the domain and no empty label. Every repetition is
// separated from the next by a character it cannot hold (@ or .), so a failing match is linear:
// the former pattern let two `[^\s@]+` share a run of dots and took quadratic time on one.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Spec §5's pragmatic address check, the same in the forms and on the server; length first. */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX && EMAIL_SHAPE.test(text);
}
