import { K_MAX } from './cluster-counts.js';
import { canonicalInteractions } from './interaction-kinds.js';
import { parseRelations, type PostRelations } from './parse-relations.js';

/** An author cell as the network labels it: trimmed, a leading @ (or full-width ＠) dropped. */
export function screenName(author: string): string {
  const trimmed = author.trim();
  return trimmed.startsWith('@') || trimmed.startsWith('＠') ? trimmed.slice(1) : trimmed;
}

/** The key of a user in the network: screen names are case-insensitive. */
export function userKey(author: string): string {
  return screenName(author).toLowerCase();
}

/**
 * Counts the users of the network the analysis builds from posts (authors, and the targets of the
 * chosen interactions), as its buildNetwork does, but only up to `cap`: registration needs to know
 * whether a k is more than the users, and stopping there keeps the count free on a large file.
 */
export class NetworkUserCounter {
  private readonly users = new Set<string>();
  private readonly retweets: boolean;
  private readonly replies: boolean;
  private readonly mentions: boolean;

  constructor(
    relations: readonly string[],
    private readonly cap = K_MAX,
  ) {
    const kinds = canonicalInteractions(relations);
    this.retweets = kinds.includes('retweet');
    this.replies = kinds.includes('reply');
    this.mentions = kinds.includes('mention');
  }

  /** The users counted, at most the cap. */
  get count(): number {
    return Math.min(this.users.size, this.cap);
  }

  /** The users counted (at most a few more than the cap): another counter's part of the file joins them with addKeys. */
  keys(): string[] {
    return [...this.users];
  }

  /** Users another counter counted in another part of the same file. */
  addKeys(keys: Iterable<string>): void {
    for (const key of keys) this.users.add(key);
  }

  add(author: string, text: string): void {
    if (this.users.size >= this.cap) return;
    this.users.add(userKey(author));
    let rel: PostRelations;
    try {
      rel = parseRelations(text);
    } catch {
      // The analysis counts such a post as one without interactions.
      return;
    }
    if (this.retweets && rel.retweetOf !== null) this.users.add(rel.retweetOf);
    if (this.replies && rel.replyTo !== null) this.users.add(rel.replyTo);
    if (this.mentions) for (const name of rel.mentions) this.users.add(name);
  }
}
