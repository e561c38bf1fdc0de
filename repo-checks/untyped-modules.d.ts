// semver ships no type declarations, and @types/semver is not a dependency: node-engines.ts
// uses validRange and subset, each answering as the package documents.
declare module 'semver';
