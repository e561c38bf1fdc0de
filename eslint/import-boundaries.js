/*
 * Import boundaries (docs/architecture.md, "The rules the shapes follow"), as no-restricted-imports patterns per
 * file glob. ESLint does not merge a rule's options across config objects (the last match wins),
 * so each glob gets the full list that applies to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The service packages: each owns its code; they meet only on the bus. */
export const SERVICES = ['gateway', 'auth', 'projects', 'ingest', 'analysis', 'logs'];

/**
 * Folders of web/src that are not screens: the API layer and the app-wide parts it may use (the
 * shell's navigation, the session, translations, toasts, time formatting). Every other folder
 * holds screens and their parts, so a new screen folder is covered without being listed.
 */
export const WEB_NON_SCREEN_FOLDERS = ['api', 'app', 'i18n', 'session', 'time', 'toasts'];

/** Folders of web/src that hold screens and their parts, read from the folders; the API layer sits beneath them. */
export const WEB_SCREEN_FOLDERS = fs
  .readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !WEB_NON_SCREEN_FOLDERS.includes(entry.name))
  .map((entry) => entry.name)
  .sort();

const oneOf = (names) => `(${names.join('|')})`;

/** A service reaching into another service, by package name or by path. */
function siblingServicePatterns(service) {
  const others = oneOf(SERVICES.filter((s) => s !== service));
  return [
    {
      regex: `^@kizuna/${others}(/|$)`,
      message: `A service does not import another service; talk over the bus (${service}).`,
    },
    {
      // Relative climbs out of this service into another's folders (its own folders such as
      // gateway/src/auth are reached with one '../' and no src/ after the name).
      regex: `(^|/)(services/)?${others}/(src|test|dist)(/|$)`,
      message: `A service does not import another service; talk over the bus (${service}).`,
    },
  ];
}

/** The analysis engine is pure: no threads, processes, files, network, host facts or the modules that run it. */
const ENGINE_PATHS = [
  'node:worker_threads',
  'worker_threads',
  'node:child_process',
  'child_process',
  'node:cluster',
  'cluster',
  'node:fs',
  'fs',
  'node:fs/promises',
  'fs/promises',
  'node:net',
  'net',
  'node:http',
  'http',
  'node:https',
  'https',
  'node:os',
  'os',
].map((name) => ({
  name,
  message: 'The analysis engine is pure: no threads, files or host access (services/analysis/src/engine).',
}));
const ENGINE_PATTERNS = [
  {
    regex:
      '^(\\.\\./)+(worker|job|results|failures|analysis\\.(module|controller))(/|\\.|$)|^@kizuna/analysis/(worker|job|results|failures)(/|$)',
    message: 'The analysis engine does not import the worker, job or results modules that run it.',
  },
  {
    // The bus, stores and the rest of the platform, Nest, and the contracts' root (codec, posts
    // file reader); the shared rules (@kizuna/proto/rules) and the platform's seeded generator
    // (@kizuna/platform/random) are pure and allowed.
    regex: '^@kizuna/platform(?!/random$)(/|$)|^@nestjs/|^@kizuna/proto$',
    message: 'The analysis engine is pure: no bus, stores or framework (services/analysis/src/engine).',
  },
];

/**
 * Inside the analysis service the job runs the engine in workers and saves through results/:
 * results/ and failures/ sit beneath the job and never import it (no cycle), nor the workers.
 */
const ANALYSIS_LOWER_PATTERNS = [
  {
    regex: '^(\\.\\./)+(job|worker)(/|$)|^@kizuna/analysis/(job|worker)(/|$)',
    message: 'results/ and failures/ sit beneath the job: they import no job or worker module (no cycle).',
  },
];

const WEB_API_PATTERNS = [
  {
    regex: `^\\.\\./${oneOf(WEB_SCREEN_FOLDERS)}(/|$)`,
    message: 'web/src/api is beneath the screens: it imports no screen folder (move the shape into web/src/api).',
  },
];

/** Packages the web bundles (libs/http-api): no Node module, no server-side package. */
const BROWSER_SAFE_PATTERNS = [
  {
    regex:
      '^node:|^(fs|fs/promises|path|os|crypto|stream|worker_threads|child_process|http|https|url|util|buffer|events|module)$|^@kizuna/(platform|gateway|auth|projects|ingest|analysis|logs|launcher)(/|$)|^@nestjs/',
    message: 'libs/http-api is bundled by the web: it imports no Node module and no server package.',
  },
];

const restricted = (paths, patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

const ENGINE_FILES = ['services/analysis/src/engine/**/*.ts'];
// Tests and their fixtures read sample data from disk; only the engine's own code must stay pure.
const ENGINE_TEST_FILES = [
  'services/analysis/src/engine/**/*.spec.ts',
  'services/analysis/src/engine/**/test-support/**',
];

export const importBoundaries = [
  ...SERVICES.map((service) => ({
    name: `kizuna/import-boundaries/${service}`,
    files: [`services/${service}/**/*.ts`],
    // The API tests start the whole application (through @kizuna/launcher), every service included.
    ignores: ['services/gateway/test/**'],
    rules: restricted([], siblingServicePatterns(service)),
  })),
  {
    name: 'kizuna/import-boundaries/analysis-engine',
    files: ENGINE_FILES,
    ignores: ENGINE_TEST_FILES,
    rules: restricted(ENGINE_PATHS, [...siblingServicePatterns('analysis'), ...ENGINE_PATTERNS]),
  },
  {
    name: 'kizuna/import-boundaries/http-api',
    files: ['libs/http-api/src/**/*.ts'],
    ignores: ['libs/http-api/src/**/*.spec.ts'],
    rules: restricted([], BROWSER_SAFE_PATTERNS),
  },
  {
    name: 'kizuna/import-boundaries/analysis-results',
    files: ['services/analysis/src/results/**/*.ts', 'services/analysis/src/failures/**/*.ts'],
    rules: restricted([], [...siblingServicePatterns('analysis'), ...ANALYSIS_LOWER_PATTERNS]),
  },
  {
    name: 'kizuna/import-boundaries/web-api',
    files: ['web/src/api/**/*.{ts,tsx}'],
    rules: restricted([], WEB_API_PATTERNS),
  },
];
