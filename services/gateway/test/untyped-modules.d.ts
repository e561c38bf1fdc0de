// The test OpenID provider's package ships no type declarations (oidc-test-provider.ts types
// what it reads of it).
declare module 'oidc-provider';
