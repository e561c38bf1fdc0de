import { describe, expect, it } from '@jest/globals';
import { DomainError, ErrorCode } from '../errors/index.js';
import { DEFAULT_MAX_MESSAGE_BYTES, MessageSizeLimit, RECORD_OVERHEAD_BYTES } from './message-size.js';

describe('MessageSizeLimit', () => {
  it("defaults to Kafka's 1 MiB and passes a message that fits with its record's overhead", () => {
    const limit = new MessageSizeLimit();
    expect(limit.maxBytes).toBe(DEFAULT_MAX_MESSAGE_BYTES);
    expect(
      limit.problem('projects.labels.assignments.v1', DEFAULT_MAX_MESSAGE_BYTES - RECORD_OVERHEAD_BYTES),
    ).toBeNull();
  });

  it('refuses one byte more with a domain error naming the topic, the size and the maximum', () => {
    const limit = new MessageSizeLimit(65_536);
    const size = 65_536 - RECORD_OVERHEAD_BYTES + 1;
    expect(() => limit.check('projects.labels.assignments.v1', size)).toThrow(DomainError);
    expect(limit.problem('projects.labels.assignments.v1', size)).toMatchObject({
      code: ErrorCode.MessageTooLarge,
      params: { topic: 'projects.labels.assignments.v1', bytes: String(size), max: '65536' },
    });
  });
});
