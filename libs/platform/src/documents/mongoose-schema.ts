import { Schema } from 'mongoose';
import { declaredDocumentSchema } from './document-schemas.js';

/**
 * A fresh strict mongoose schema for a collection (one per connection: the schema collects its
 * indexes). A write with a field the schema does not declare fails (strict 'throw') instead of
 * losing the field; filters keep the port's query language (strictQuery off). The schema adds
 * nothing of its own to a document, so documents read the same on both engines: no version key,
 * no `id` virtual, no empty arrays for absent array fields, empty objects kept.
 */
export function documentSchemaFor(collection: string): Schema {
  const declared = declaredDocumentSchema(collection);
  const schema = new Schema(
    { ...(declared?.fields ?? {}), _id: { type: String } },
    {
      strict: 'throw',
      strictQuery: false,
      versionKey: false,
      id: false,
      minimize: false,
      autoIndex: false,
      collection,
    },
  );
  schema.eachPath((_path, type) => {
    if (type.instance === 'Array') type.default(undefined);
  });
  for (const index of declared?.indexes ?? []) schema.index(index.fields, { unique: index.unique === true });
  return schema;
}
