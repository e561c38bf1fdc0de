import { describe, expect, it } from '@jest/globals';
import { protobufCodec, UnknownTopicError } from './codec.js';
import { eventContracts, requestContracts } from './contracts.js';
import { Topic } from './topics.js';

describe('topic contracts', () => {
  it('gives every topic exactly one contract, request or event', () => {
    for (const topic of Object.values(Topic)) {
      const inRequests = topic in requestContracts;
      const inEvents = topic in eventContracts;
      expect([topic, inRequests !== inEvents]).toEqual([topic, true]);
    }
  });

  it('names every topic <domain>.<event>.v<N>', () => {
    for (const topic of Object.values(Topic)) expect(topic).toMatch(/^[a-z]+\.[a-z.-]+\.v\d+$/);
  });
});

describe('protobufCodec', () => {
  it('round-trips an event through protobuf bytes', () => {
    const bytes = protobufCodec.encode(Topic.AnalysisRequested, 'event', {
      processId: 'p1',
      projectId: 'j1',
      postsKey: 'datasets/d1/posts.ndjson',
      k: 6,
      seed: 42,
      relations: ['retweet'],
    });
    expect(bytes).toBeInstanceOf(Uint8Array);
    const decoded = protobufCodec.decode(Topic.AnalysisRequested, 'event', bytes) as Record<string, unknown>;
    expect(decoded).toMatchObject({
      processId: 'p1',
      projectId: 'j1',
      k: 6,
      seed: 42,
      relations: ['retweet'],
      datasetId: '',
    });
  });

  it('round-trips a request and its reply with their own schemas', () => {
    const req = protobufCodec.decode(
      Topic.ProjectsGet,
      'request',
      protobufCodec.encode(Topic.ProjectsGet, 'request', { projectId: 'x' }),
    );
    expect(req).toMatchObject({ $typeName: 'kizuna.v1.GetProjectRequest', projectId: 'x' });
    const reply = protobufCodec.decode(
      Topic.ProjectsGet,
      'reply',
      protobufCodec.encode(Topic.ProjectsGet, 'reply', {
        project: { projectId: 'x', runs: [{ processId: 'r', totalCluster: 3 }] },
      }),
    );
    expect(reply).toMatchObject({
      $typeName: 'kizuna.v1.ProjectReply',
      project: { projectId: 'x', runs: [{ processId: 'r', totalCluster: 3, status: 0 }] },
    });
  });

  it('refuses a payload that breaks its contract', () => {
    expect(() => protobufCodec.encode(Topic.AnalysisRequested, 'event', { k: 'six' })).toThrow();
  });

  it('refuses a topic without a contract, and a request topic used as an event', () => {
    expect(() => protobufCodec.encode('nope.v1', 'event', {})).toThrow(UnknownTopicError);
    expect(() => protobufCodec.encode(Topic.ProjectsGet, 'event', {})).toThrow(UnknownTopicError);
  });

  it('carries domain errors with code and params', () => {
    const err = protobufCodec.decodeError(
      protobufCodec.encodeError({ code: 'errors.not_found', message: 'gone', params: { id: '7' } }),
    );
    expect({ code: err.code, message: err.message, params: err.params }).toEqual({
      code: 'errors.not_found',
      message: 'gone',
      params: { id: '7' },
    });
  });
});
