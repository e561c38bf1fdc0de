import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A regular expression written in the product's source: a literal, or `RegExp(...)` with literal text. */
export interface WrittenRegExp {
  file: string;
  line: number;
  source: string;
  flags: string;
}

/** A `RegExp(...)` whose pattern is computed: no checker can read it, so each is listed with its reason. */
export interface BuiltRegExp {
  file: string;
  line: number;
  code: string;
}

/** Where the product's code lives (the web app, the services, their libraries, the launcher). */
export const PRODUCT_ROOTS = ['services', 'libs', 'proto/src', 'web/src', 'launcher/src'];

// Tests and their helpers match the product's own output, never a user's input; generated code has no patterns.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'gen', 'test', 'e2e', 'test-support', 'fixtures']);
const TEST_FILE = /\.(spec|contract|api|e2e)\.tsx?$/;
const SOURCE_FILE = /\.(ts|tsx|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The text of a string literal or a template without substitutions; null when the pattern is computed. */
function literalText(node: ts.Expression | undefined): string | null {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return null;
}

/** Every regular expression of one file, parsed with TypeScript (a pattern inside a string or comment is not one). */
export function regExpsIn(file: string, text: string): { written: WrittenRegExp[]; built: BuiltRegExp[] } {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const written: WrittenRegExp[] = [];
  const built: BuiltRegExp[] = [];
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = (node as ts.RegularExpressionLiteral).text;
      const end = literal.lastIndexOf('/');
      written.push({ file, line: lineOf(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = node.arguments ?? [];
      const source = literalText(pattern);
      const flagText = flags === undefined ? '' : literalText(flags);
      if (source !== null && flagText !== null) written.push({ file, line: lineOf(node), source, flags: flagText });
      else built.push({ file, line: lineOf(node), code: node.getText(sf) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { written, built };
}

/** Every regular expression in the product's source under the repository root; files named relative to it. */
export function productRegExps(root: string): { written: WrittenRegExp[]; built: BuiltRegExp[] } {
  const written: WrittenRegExp[] = [];
  const built: BuiltRegExp[] = [];
  for (const dir of PRODUCT_ROOTS)
    for (const full of sourceFiles(path.join(root, dir))) {
      const found = regExpsIn(path.relative(root, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
      written.push(...found.written);
      built.push(...found.built);
    }
  return { written, built };
}
