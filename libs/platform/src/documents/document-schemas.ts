import { Schema, type SchemaDefinition } from 'mongoose';

export interface DocumentSchemaDeclaration {
  /** Typed fields of the collection (documentation and future validation; reads are never narrowed). */
  fields?: SchemaDefinition;
  indexes?: Array<{ fields: Record<string, 1 | -1>; unique?: boolean }>;
}

const declarations = new Map<string, DocumentSchemaDeclaration>();

/**
 * Declares a collection's schema and indexes for the mongoose adapter, beside the repository
 * that owns the collection. A collection not declared here still gets a schema: its `_id` is a
 * string and its indexes are those the repository creates with createIndex at start-up.
 */
export function registerDocumentSchema(collection: string, declaration: DocumentSchemaDeclaration): void {
  declarations.set(collection, declaration);
}

/** A fresh mongoose schema for a collection (one per connection: the schema collects its indexes). */
export function documentSchemaFor(collection: string): Schema {
  const declared = declarations.get(collection);
  // strict: false keeps every field the repositories write; versionKey: false adds none of mongoose's own.
  const schema = new Schema(
    { ...(declared?.fields ?? {}), _id: { type: String } },
    {
      strict: false,
      versionKey: false,
      autoIndex: false,
      collection,
    },
  );
  for (const index of declared?.indexes ?? []) schema.index(index.fields, { unique: index.unique === true });
  return schema;
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
