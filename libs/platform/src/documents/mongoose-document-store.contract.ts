import { MongooseDocumentStore } from './mongoose-document-store.js';
import { runMongoContract } from './test-support/mongo-contract.js';

runMongoContract('MongoDB through mongoose', (url, database) => new MongooseDocumentStore({ url, database }));
