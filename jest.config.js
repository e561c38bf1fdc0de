// One Jest for the whole repository, in ESM mode (NestJS 12 is ESM-only).
// `unit` holds unit, contract and API tests; `browser` drives Debian's Chromium against a started Kizuna.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

const moduleNameMapper = {
  '^@kizuna/proto$': '<rootDir>/proto/src/index.ts',
  '^@kizuna/proto/(.*)$': '<rootDir>/proto/src/$1/index.ts',
  '^@kizuna/platform/(.*)$': '<rootDir>/libs/platform/src/$1/index.ts',
  '^@kizuna/http-api$': '<rootDir>/libs/http-api/src/index.ts',
  '^@kizuna/http-api/(.*)$': '<rootDir>/libs/http-api/src/$1.ts',
  '^@kizuna/(gateway|auth|projects|ingest|analysis|logs)$': '<rootDir>/services/$1/src/index.ts',
  // Subpath exports (bench's tests import the engine as @kizuna/analysis/engine).
  '^@kizuna/analysis/(.*)$': '<rootDir>/services/analysis/src/$1/index.ts',
  '^@kizuna/launcher$': '<rootDir>/launcher/src/index.ts',
  '^(\\.{1,2}/.*)\\.js$': '$1',
};

// CommonJS packages that require() NestJS 12 (ESM-only): Jest on Node 20 cannot require ESM, so
// their files are turned into ES modules (see scripts/jest-cjs-as-esm.js). Node itself runs them.
const cjsNeedingEsm = ['@nestjs/throttler'];

const common = {
  transform: {
    [`/node_modules/(${cjsNeedingEsm.join('|')})/.+\\.js$`]: '<rootDir>/scripts/jest-cjs-as-esm.js',
    '^.+\\.(t|j)sx?$': swc,
  },
  transformIgnorePatterns: [`/node_modules/(?!(${cjsNeedingEsm.join('|')})/)`],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper,
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

export default {
  testTimeout: 60_000,
  // Jest's default on two cores is one worker, and with one worker Jest runs every file in its own
  // main process: what the files leave behind (ESM module registries, jsdom windows, worker-thread
  // buffers) piles up to gigabytes and garbage collection slows every later file. Separate worker
  // processes, each replaced once it holds more than this after a file, keep the suite's speed
  // steady.
  maxWorkers: '100%',
  workerIdleMemoryLimit: '1GB',
  // The slowest files first, also in a fresh clone without Jest's cache (see the file).
  testSequencer: '<rootDir>/scripts/jest-slow-first-sequencer.js',
  // The IPADIC tables compiled once for every file (see the script).
  globalSetup: '<rootDir>/scripts/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.mjs',
  projects: [
    {
      ...common,
      displayName: 'unit',
      setupFiles: ['<rootDir>/services/analysis/test/ipadic-tables-setup.ts'],
      testMatch: [
        '<rootDir>/**/src/**/*.spec.ts',
        '<rootDir>/**/src/**/*.contract.ts',
        '<rootDir>/**/test/**/*.api.ts',
        '<rootDir>/eslint/*.spec.ts',
        '<rootDir>/deploy/**/*.spec.ts',
        '<rootDir>/repo-checks/*.spec.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
    {
      // React component tests: the same `unit` tier, in jsdom with the app's i18n.
      ...common,
      displayName: 'unit',
      testEnvironment: '<rootDir>/web/test/component-environment.js',
      setupFilesAfterEnv: ['<rootDir>/web/test/component-setup.ts'],
      testMatch: ['<rootDir>/web/src/**/*.spec.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/web/e2e/**/*.e2e.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
  ],
};
