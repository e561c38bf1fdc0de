import { MongoDocumentStore } from './mongo-document-store.js';
import { runMongoContract } from './test-support/mongo-contract.js';

runMongoContract('MongoDB', (url, database) => new MongoDocumentStore({ url, database }));
