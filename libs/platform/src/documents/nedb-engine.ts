import { createRequire } from 'node:module';
import type NedbModule from '@seald-io/nedb';

// The package is CommonJS with `module.exports = Datastore` but declares `export default`, so under
// nodenext the default import's type is the module, not the class; require gives the class itself.
const require = createRequire(import.meta.url);

export type Datastore<Schema> = NedbModule.default<Schema>;
export type DatastoreOptions = NedbModule.default.DataStoreOptions;

export const Datastore = require('@seald-io/nedb') as typeof NedbModule.default;

interface NedbModel {
  modify<D extends object>(doc: D, update: Record<string, unknown>): D;
}

/** The engine's own update logic, so an upserted document is built exactly as an update would change it. */
export const nedbModel = require('@seald-io/nedb/lib/model.js') as NedbModel;
