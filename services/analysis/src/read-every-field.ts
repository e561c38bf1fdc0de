/**
 * How an adapter proves it took every field of a bus message (issue 54): it destructures the
 * message, takes each field by name, and hands what is left to `everyFieldRead`, which compiles
 * only when nothing is left. A field added to the .proto then fails `tsc -b` at its adapter until
 * it is used or named with `ignored`; a field's line deleted from an adapter fails too (the name
 * it used is gone, or the rest holds it). repo-checks/analysis-adapters.spec.ts deletes each one
 * in turn to show it.
 */

/** The fields of a received message, its protobuf bookkeeping aside. */
type MessageFields<R> = Exclude<keyof R, '$typeName' | '$unknown'>;

/** Nothing, when no field is left; else each field left, typed so that it cannot be passed. */
type NoneLeft<R> = [MessageFields<R>] extends [never]
  ? unknown
  : { [K in MessageFields<R>]: `not read: ${K & string}` };

/** Compiles only when `rest`, an adapter's message after its fields were taken, holds no field. */
export function everyFieldRead<R extends object>(rest: R & NoneLeft<R>): void {
  void rest;
}

/** A field of a message this topic's handler does not need, named with why, so that leaving it out is a choice. */
export function ignored(field: unknown, why: string): void {
  void field;
  void why;
}

/**
 * What an adapter answers: every field of the engine's query written out, an optional one too,
 * so that a field added to the query fails at its adapter until it is filled.
 */
export type Complete<Q> = { [K in keyof Q]-?: Q[K] };
