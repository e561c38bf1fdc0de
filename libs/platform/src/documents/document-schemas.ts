import type { SchemaDefinitionProperty } from 'mongoose';
import type { BaseDocument } from './document-store.port.js';

/**
 * A collection's fields for mongoose, one for every field of its record type `T` (a field the
 * record gains without a declaration here does not compile); fields the record type does not
 * name (the outbox's) may be added.
 */
export type DocumentFields<T extends BaseDocument> = {
  [K in Exclude<keyof T, '_id'>]-?: SchemaDefinitionProperty;
} & Record<string, SchemaDefinitionProperty>;

export interface DocumentSchemaDeclaration<T extends BaseDocument = BaseDocument> {
  /** Every field the collection's documents may hold: the MongoDB mode refuses to write any other. */
  fields?: DocumentFields<T>;
  indexes?: Array<{ fields: Record<string, 1 | -1>; unique?: boolean }>;
}

const declarations = new Map<string, DocumentSchemaDeclaration>();

/**
 * Declares a collection's fields and indexes beside the repository that owns it: the mongoose
 * adapter reads and writes the collection through a strict model built from this, and both
 * engines get the declared indexes (createDeclaredIndexes).
 */
export function registerDocumentSchema<T extends BaseDocument = BaseDocument>(
  collection: string,
  declaration: DocumentSchemaDeclaration<T>,
): void {
  declarations.set(collection, declaration as DocumentSchemaDeclaration);
}

/** The declaration of a collection, if its repository made one. */
export function declaredDocumentSchema(collection: string): DocumentSchemaDeclaration | undefined {
  return declarations.get(collection);
}

/**
 * Creates the indexes declared for a collection, so that a repository's indexes are written once
 * (in its schema file) and MongoDB and the embedded engine get the same ones. Fails for a
 * collection without a declaration: every collection is meant to have one.
 */
export async function createDeclaredIndexes(
  collection: { createIndex(fields: Record<string, 1 | -1>, options?: { unique?: boolean }): Promise<void> },
  name: string,
): Promise<void> {
  const declared = declarations.get(name);
  if (!declared)
    throw new Error(`collection ${name} has no declared schema (registerDocumentSchema beside its repository)`);
  for (const index of declared.indexes ?? [])
    await collection.createIndex(index.fields, index.unique === true ? { unique: true } : undefined);
}
