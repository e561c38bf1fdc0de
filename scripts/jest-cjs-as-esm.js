// A Jest transform that turns a CommonJS package's files into ES modules, for CommonJS packages
// that require() the ESM-only NestJS 12 packages (@nestjs/throttler). Node runs such a package
// (require(esm)), but Jest's CommonJS loader can require ESM only on Node 24.9 and later. Jest
// loads a transformed file that has ESM syntax as an ES module, so each require() becomes an
// import of the very module instances the application imports (one @nestjs/common, not two).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'cjs-module-lexer';

const REQUIRE_CALL = /\brequire\((["'])([^"']+)\1\)/g;
const SELF = createHash('sha256')
  .update(readFileSync(new URL(import.meta.url)))
  .digest('hex');

function process(source) {
  const specifiers = [...new Set([...source.matchAll(REQUIRE_CALL)].map((m) => m[2]))];
  const { exports: names, reexports } = parse(source);
  const named = [...new Set(names)].filter(
    (n) => n !== 'default' && n !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(n),
  );
  const code = [
    ...specifiers.map((s, i) => `import * as __cjs${i} from ${JSON.stringify(s)};`),
    `const __required = new Map([${specifiers.map((s, i) => `[${JSON.stringify(s)}, __cjs${i}]`).join(', ')}]);`,
    'const module = { exports: {} };',
    'function require(id) {',
    '  if (!__required.has(id)) throw new Error(`jest-cjs-as-esm: ${id} is not required by a string literal`);',
    '  return __required.get(id);',
    '}',
    // The body runs as CommonJS does: `this` is `exports`, and `exports`, `require`, `module` are in scope.
    '(function (exports, require, module) {',
    source,
    '\n}).call(module.exports, module.exports, require, module);',
    named.length ? `export const { ${named.join(', ')} } = module.exports;` : '',
    ...reexports.map((s) => `export * from ${JSON.stringify(s)};`),
    'export default module.exports;',
  ];
  return { code: code.join('\n') };
}

function getCacheKey(source, filename) {
  return createHash('sha256').update(SELF).update(filename).update(source).digest('hex');
}

export default { process, getCacheKey };
