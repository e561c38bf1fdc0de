/**
 * Reads the relations one post expresses, by the conventions of Twitter-style text:
 * - `RT @name:` at the start (leading spaces allowed, colon optional for old-style RTs) is a retweet
 *   of name. Only the first RT counts (`RT @a: RT @b: ...` retweets a), and @names inside the
 *   retweeted body are not the retweeter's mentions: they belong to the original author's post.
 * - text starting with `@name` is a reply to name (`.@name` at the start is a public mention);
 * - every other @name is a mention, each name once per post.
 * Screen names are ASCII letters, digits and `_`; full-width `＠` is accepted as Twitter did.
 * An @ glued to a preceding name character (mail addresses) is not a mention. Names come back
 * lowercased, because screen names are case-insensitive.
 */
export interface PostRelations {
  retweetOf: string | null;
  replyTo: string | null;
  mentions: string[];
  /** Where the retweeted body starts in the text (0 when not a retweet). */
  bodyStart: number;
}

const RETWEET = /^\s*RT[ \t\u3000]*[@＠]([A-Za-z0-9_]+):?[ \t\u3000]*/i;
const REPLY = /^\s*[@＠]([A-Za-z0-9_]+)/;
// The character before a mention is matched, not looked behind at: the same mentions, and a form
// the ReDoS check (eslint/redos.spec.ts) can prove linear.
const MENTION = /(?:^|[^A-Za-z0-9_@＠])[@＠]([A-Za-z0-9_]+)/g;

export function parseRelations(text: string): PostRelations {
  const retweet = RETWEET.exec(text);
  if (retweet) {
    return { retweetOf: retweet[1].toLowerCase(), replyTo: null, mentions: [], bodyStart: retweet[0].length };
  }
  const reply = REPLY.exec(text);
  const replyTo = reply ? reply[1].toLowerCase() : null;
  const mentions: string[] = [];
  if (text.indexOf('@') >= 0 || text.indexOf('＠') >= 0) {
    const seen = new Set<string>();
    if (replyTo !== null) seen.add(replyTo);
    for (const match of text.matchAll(MENTION)) {
      const name = match[1].toLowerCase();
      if (!seen.has(name)) {
        seen.add(name);
        mentions.push(name);
      }
    }
  }
  return { retweetOf: null, replyTo, mentions, bodyStart: 0 };
}
