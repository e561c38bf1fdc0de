#!/usr/bin/env node
// Checks the web app's translations (DESIGN §6): every key the code uses exists in ja and en,
// both languages hold the same keys, and no key sits unused. Exits 1 listing every problem.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(repoRoot, 'web', 'src');
const langs = ['ja', 'en'];

// Keys built at run time from a prefix (server error codes, status names, failure codes, HTTP
// status names). Keys under these prefixes are never reported as unused.
const DYNAMIC_PREFIXES = ['errors.', 'status.', 'failure.', 'mysql.status_'];

function flatten(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

const catalogues = Object.fromEntries(
  langs.map((lang) => [lang, flatten(JSON.parse(readFileSync(join(srcDir, 'i18n', `${lang}.json`), 'utf8')))]),
);
const allKeys = new Set(langs.flatMap((lang) => [...catalogues[lang].keys()]));

// Plural forms (i18next: `key_one`, `key_other`, … chosen by `count`): Japanese has one form
// (`_other`), English two, so a key is compared between the languages by its base, and each
// language must hold every form its plural rules choose.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key) => key.replace(PLURAL, '');
const pluralBases = new Set([...allKeys].filter((key) => PLURAL.test(key)).map(baseOf));
const hasKey = (lang, key) =>
  catalogues[lang].has(key) || (pluralBases.has(key) && catalogues[lang].has(`${key}_other`));

// Literal uses: t('key'), t("key"), i18n.t('key'), i18nKey="key" / i18nKey={'key'}.
const CALL = /(?:\bt|\.t)\(\s*(['"])([A-Za-z0-9_.-]+)\1/g;
const I18N_KEY = /i18nKey=\{?\s*(['"])([A-Za-z0-9_.-]+)\1/g;
// Keys kept in tables (e.g. labelKey: 'menu.upload') count as used when a string literal equals them.
const LITERAL = /(['"])([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)\1/g;

const problems = [];
const used = new Set();
// The shared rules (proto/src/rules) name the keys the form and the server answer with.
for (const file of [...sourceFiles(srcDir), ...sourceFiles(join(repoRoot, 'proto', 'src', 'rules'))]) {
  const text = readFileSync(file, 'utf8');
  const where = relative(repoRoot, file);
  for (const pattern of [CALL, I18N_KEY]) {
    for (const m of text.matchAll(pattern)) {
      used.add(m[2]);
      for (const lang of langs) {
        if (!hasKey(lang, m[2])) problems.push(`missing in ${lang}.json: '${m[2]}' (used in ${where})`);
      }
    }
  }
  for (const m of text.matchAll(LITERAL)) if (allKeys.has(m[2]) || pluralBases.has(m[2])) used.add(m[2]);
}

for (const [a, b] of [
  ['ja', 'en'],
  ['en', 'ja'],
]) {
  for (const key of catalogues[a].keys())
    if (!hasKey(b, baseOf(key))) problems.push(`key in ${a}.json but not in ${b}.json: '${key}'`);
}
for (const base of pluralBases) {
  for (const lang of langs) {
    const forms = new Set(
      [...catalogues[lang].keys()]
        .filter((key) => PLURAL.test(key) && baseOf(key) === base)
        .map((key) => key.slice(base.length + 1)),
    );
    for (const form of new Set(['other', ...new Intl.PluralRules(lang).resolvedOptions().pluralCategories]))
      if (!forms.has(form)) problems.push(`plural form missing in ${lang}.json: '${base}_${form}'`);
    if (catalogues[lang].has(base)) problems.push(`both a plain key and plural forms in ${lang}.json: '${base}'`);
  }
}
for (const lang of langs) {
  for (const [key, value] of catalogues[lang]) {
    if (typeof value !== 'string' || value.trim() === '')
      problems.push(`empty or non-text value in ${lang}.json: '${key}'`);
  }
}
for (const key of allKeys) {
  if (!used.has(key) && !used.has(baseOf(key)) && !DYNAMIC_PREFIXES.some((p) => key.startsWith(p)))
    problems.push(`unused key: '${key}'`);
}

// Every error code the server can answer with (libs/platform ErrorCode) must be translated.
const errorCodeFile = readFileSync(join(repoRoot, 'libs', 'platform', 'src', 'errors', 'error-code.ts'), 'utf8');
for (const m of errorCodeFile.matchAll(/=\s*'([a-z_]+\.[A-Za-z0-9_.]+)'/g)) {
  for (const lang of langs) {
    if (!catalogues[lang].has(m[1]))
      problems.push(`server error code without a translation in ${lang}.json: '${m[1]}'`);
  }
}

// Every analysis failure code a run can carry (proto/src/rules/failure-codes.ts) must be translated.
const failureFile = readFileSync(join(repoRoot, 'proto', 'src', 'rules', 'failure-codes.ts'), 'utf8');
const failureList = failureFile.match(/FAILURE_CODES = \[([^\]]*)\]/)?.[1] ?? '';
if (!failureList) problems.push('FAILURE_CODES not found in proto/src/rules/failure-codes.ts');
for (const m of failureList.matchAll(/'([a-z_0-9]+)'/g)) {
  for (const lang of langs) {
    if (!catalogues[lang].has(`failure.${m[1]}`))
      problems.push(`failure code without a translation in ${lang}.json: 'failure.${m[1]}'`);
  }
}

const unique = [...new Set(problems)];
if (unique.length > 0) {
  console.error(`check-i18n: ${unique.length} problem(s)`);
  for (const p of unique) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`check-i18n: ${allKeys.size} keys, ${used.size} used literally, ja and en in step`);
