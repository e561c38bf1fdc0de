import { DomainError, ErrorCode } from '../errors/index.js';

/**
 * The largest message the bus sends, by default: Kafka's own default (`message.max.bytes`, 1 MiB
 * and the record batch's head), which the Helm chart sets explicitly on the bundled broker, on
 * the topics Kizuna creates and on the consumers' fetch sizes (docs/deploy-kubernetes.md).
 */
export const DEFAULT_MAX_MESSAGE_BYTES = 1_048_576;

/**
 * What a record costs beside its value: its key, headers (correlation id, reply address,
 * deadline) and the record batch's head. Counted generously, so a message that passes here is
 * never refused by a broker set to the same maximum.
 */
export const RECORD_OVERHEAD_BYTES = 1_024;

/**
 * The bus's size limit (issue 55): checked before a message is sent, so one too large fails at
 * once with a domain error that names the topic and reaches the user in their language
 * (`errors.message_too_large`), instead of Kafka's opaque MESSAGE_TOO_LARGE after retries or, for
 * a reply, a request that waits for its timeout.
 */
export class MessageSizeLimit {
  constructor(readonly maxBytes = DEFAULT_MAX_MESSAGE_BYTES) {}

  /** Throws when a message of `valueBytes` on `topic` could not be sent. */
  check(topic: string, valueBytes: number): void {
    const problem = this.problem(topic, valueBytes);
    if (problem) throw problem;
  }

  /** The error a message of `valueBytes` on `topic` would fail with; null when it fits. */
  problem(topic: string, valueBytes: number): DomainError | null {
    if (valueBytes + RECORD_OVERHEAD_BYTES <= this.maxBytes) return null;
    return new DomainError(
      ErrorCode.MessageTooLarge,
      `A message on ${topic} of ${valueBytes} bytes is larger than the bus takes (${this.maxBytes} bytes).`,
      { topic, bytes: String(valueBytes), max: String(this.maxBytes) },
    );
  }
}
