import { Injectable } from '@nestjs/common';
import type { MemberRow } from '../engine/types.js';
import { MemberFiles } from './stored/member-files.js';

/** Members kept in memory at most (about 300 bytes each): a few large runs. */
const MAX_ROWS = 600_000;

/**
 * The member lists of recently opened communities, kept in memory so that paging, sorting and
 * searching a 17k-member community answer in milliseconds. Least recently used lists go first.
 */
@Injectable()
export class RunMembers {
  private readonly lists = new Map<string, Promise<MemberRow[]>>();
  private readonly sizes = new Map<string, number>();

  constructor(private readonly memberFiles: MemberFiles) {}

  of(processId: string, clusterId: number): Promise<MemberRow[]> {
    const key = `${processId}/${clusterId}`;
    let list = this.lists.get(key);
    if (list) {
      // Most recently used last.
      this.lists.delete(key);
      this.lists.set(key, list);
      return list;
    }
    list = this.load(processId, clusterId);
    this.lists.set(key, list);
    list.then(
      (rows) => {
        this.sizes.set(key, rows.length);
        this.trim();
      },
      () => this.drop(key),
    );
    return list;
  }

  /** Every user of the run (communities 1..k). */
  async all(processId: string, k: number): Promise<MemberRow[]> {
    const lists = await Promise.all(Array.from({ length: k }, (_, c) => this.of(processId, c + 1)));
    return lists.flat();
  }

  forget(processId: string): void {
    for (const key of [...this.lists.keys()]) if (key.startsWith(`${processId}/`)) this.drop(key);
  }

  private async load(processId: string, clusterId: number): Promise<MemberRow[]> {
    const rows: MemberRow[] = [];
    for await (const row of this.memberFiles.rows(processId, clusterId)) rows.push(row);
    return rows;
  }

  private trim(): void {
    let total = 0;
    for (const n of this.sizes.values()) total += n;
    for (const key of this.lists.keys()) {
      if (total <= MAX_ROWS || this.lists.size <= 1) break;
      total -= this.sizes.get(key) ?? 0;
      this.drop(key);
    }
  }

  private drop(key: string): void {
    this.lists.delete(key);
    this.sizes.delete(key);
  }
}
