import type { Post } from '../types.js';

/** Posts built by hand for the coordination tests: times in seconds from a fixed start. */
export class CoordinationPosts {
  readonly posts: Post[] = [];
  private readonly start = Date.UTC(2026, 0, 1);

  post(author: string, text: string, seconds: number): this {
    this.posts.push({ row: this.posts.length, author, text, time: this.start + seconds * 1000, followers: null });
    return this;
  }

  retweet(author: string, original: string, body: string, seconds: number): this {
    return this.post(author, `RT @${original}: ${body}`, seconds);
  }
}
