// The document store on MongoDB apart from @kizuna/platform/documents, so that what imports the
// documents does not load mongoose (0.4 s) on the embedded defaults.
export { MongooseDocumentStore, type MongooseDocumentStoreOptions } from '../documents/mongoose-document-store.js';
export { documentSchemaFor } from '../documents/mongoose-schema.js';
