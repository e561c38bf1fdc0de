import { describe, expect, it } from '@jest/globals';
import type { RegisterResult } from '@kizuna/http-api';
import { tooManyCommunities } from './too-many-communities';

const registered = (networkUsers: number): RegisterResult => ({
  ProcessResult: [],
  rows_all: 4,
  rows_valid: 4,
  error_rows: [],
  error_columns: [],
  network_users: networkUsers,
  project_id: 'prj1',
});

describe('tooManyCommunities', () => {
  it('names the chosen k above the network users, smallest first', () => {
    const state = {
      registered: registered(5),
      clusterCounts: [10, 3, 6],
      relations: ['retweet'] as const,
      registeredRelations: ['retweet'] as const,
    };
    expect(tooManyCommunities(state)).toEqual([6, 10]);
  });

  it('accepts a k equal to the users (each user a community of one)', () => {
    const state = {
      registered: registered(6),
      clusterCounts: [3, 6],
      relations: ['retweet'] as const,
      registeredRelations: ['retweet'] as const,
    };
    expect(tooManyCommunities(state)).toEqual([]);
  });

  it('says nothing before a registration, or once the interactions (who is a user) changed since', () => {
    const chosen = { clusterCounts: [10], relations: ['retweet'] as const, registeredRelations: ['retweet'] as const };
    expect(tooManyCommunities({ ...chosen, registered: null })).toEqual([]);
    expect(
      tooManyCommunities({ ...chosen, registered: registered(2), relations: ['retweet', 'mention'] as const }),
    ).toEqual([]);
  });
});
