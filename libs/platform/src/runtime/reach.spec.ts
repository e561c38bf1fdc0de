import { describe, expect, it } from '@jest/globals';
import { addressOf, hostPorts, mongoHosts, reachAll } from './reach.js';

describe('start-up reachability', () => {
  it('reads the hosts of broker lists and MongoDB URLs without their credentials', () => {
    expect(hostPorts(['kafka-0:9092', ' kafka-1 '], 9092)).toEqual([
      { host: 'kafka-0', port: 9092 },
      { host: 'kafka-1', port: 9092 },
    ]);
    expect(mongoHosts('mongodb://u:p@m1:27018,m2/?replicaSet=rs0')).toEqual([
      { host: 'm1', port: 27018 },
      { host: 'm2', port: 27017 },
    ]);
    expect(mongoHosts('mongodb+srv://u:p@cluster.example.net/db')).toEqual([]);
    expect(addressOf('mongodb://u:secret@m1:27017/?authSource=admin')).toBe('m1:27017');
  });

  it('names every dependency that failed in one message, and releases those that connected', async () => {
    const released: string[] = [];
    await expect(
      reachAll<[string, string, string]>(
        [
          { what: 'A', connect: async () => 'a', release: async (v) => void released.push(v) },
          { what: 'B', connect: async () => Promise.reject(new Error('refused')) },
          { what: 'C', connect: () => new Promise<string>(() => undefined) },
        ],
        200,
      ),
    ).rejects.toThrow('Cannot reach B (refused); C (no answer within 200 ms) — gave up after at most 200 ms');
    expect(released).toEqual(['a']);
  });
});
