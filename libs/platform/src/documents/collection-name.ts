/** Collection names become file names on the embedded engine, so they are kept to a safe alphabet. */
const COLLECTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/;

export function assertCollectionName(name: string): void {
  if (!COLLECTION_NAME.test(name)) {
    throw new TypeError(`invalid collection name ${JSON.stringify(name)}: use letters, digits, '_' and '-'`);
  }
}
