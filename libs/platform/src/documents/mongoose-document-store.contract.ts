import { registerDocumentSchema } from './document-schemas.js';
import { MongooseDocumentStore } from './mongoose-document-store.js';
import { runMongoContract } from './test-support/mongo-contract.js';

// The contract's collections, declared as a repository declares its own: the models are strict.
const person = {
  fields: {
    name: String,
    age: Number,
    tags: [String],
    email: String,
    profile: { city: String, langs: [String] },
    joinedAt: Date,
    scores: [{ _id: false, subject: String, score: Number }],
    visits: Number,
    active: Boolean,
  },
};
registerDocumentSchema('persons', person);
registerDocumentSchema('others', person);

runMongoContract('MongoDB through mongoose', (url, database) => new MongooseDocumentStore({ url, database }));
