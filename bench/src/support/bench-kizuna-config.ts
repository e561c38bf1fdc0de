import { loadConfig, type KizunaConfig } from '@kizuna/platform/config';
import { benchDictionaryCacheDir } from './paths.js';

/**
 * How the benches and the bench's product tests start Kizuna in their own process: on `dataDir`,
 * errors only, a free port on loopback, the compiled dictionary tables read from a cache (the
 * suite's under Jest, which scripts/jest-global-setup.mjs writes and names in DICTIONARY_CACHE_DIR;
 * else the benches' own), and `env` for anything else.
 */
export function benchKizunaConfig(dataDir: string, env: NodeJS.ProcessEnv = {}): KizunaConfig {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    PORT: '0',
    HOST: '127.0.0.1',
    DICTIONARY_CACHE_DIR: process.env.DICTIONARY_CACHE_DIR ?? benchDictionaryCacheDir(),
    ...env,
  });
}
