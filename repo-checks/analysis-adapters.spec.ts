import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const analysisSrc = path.join(repoRoot, 'services/analysis/src');

/** The analysis service's adapters (one per topic it takes) and the list that names one for every topic. */
const ADAPTER_FILES = ['analysis-adapters.ts', 'series-adapters.ts', 'run-users-adapters.ts'].map((f) =>
  path.join(analysisSrc, f),
);
const TOPIC_LIST = path.join(analysisSrc, 'bus-adapters.type-test.ts');

interface Mutation {
  file: string;
  /** What was deleted, for the report. */
  what: string;
  text: string;
}

/** The text with a node (and the comma after it) taken out. */
function without(text: string, node: ts.Node): string {
  let end = node.getEnd();
  const after = text.slice(end).match(/^\s*,/);
  if (after) end += after[0].length;
  return text.slice(0, node.getStart()) + text.slice(end);
}

function describeNode(source: ts.SourceFile, owner: string, node: ts.Node): string {
  return `${owner}: ${node.getText(source).split('\n')[0]}`;
}

/** The properties written in the object literals of an expression, nested ones too. */
function writtenProperties(node: ts.Node, out: ts.Node[] = []): ts.Node[] {
  if (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) out.push(node);
  ts.forEachChild(node, (child) => void writtenProperties(child, out));
  return out;
}

/**
 * Each field an adapter takes from its message (a name of its destructuring) and each field of
 * the query it writes (a property of what it returns), deleted one at a time; and each topic's
 * line of the list of adapters.
 */
function mutations(): Mutation[] {
  const out: Mutation[] = [];
  for (const file of ADAPTER_FILES) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    for (const fn of source.statements.filter(ts.isFunctionDeclaration)) {
      if (!fn.body || !fn.body.getText(source).includes('everyFieldRead(')) continue;
      const owner = fn.name?.text ?? '(anonymous)';
      for (const statement of fn.body.statements) {
        if (ts.isVariableStatement(statement))
          for (const declaration of statement.declarationList.declarations)
            if (ts.isObjectBindingPattern(declaration.name))
              for (const element of declaration.name.elements)
                if (!element.dotDotDotToken)
                  out.push({ file, what: describeNode(source, owner, element), text: without(text, element) });
        if (ts.isReturnStatement(statement) && statement.expression)
          for (const property of writtenProperties(statement.expression))
            out.push({ file, what: describeNode(source, owner, property), text: without(text, property) });
      }
    }
  }
  const text = readFileSync(TOPIC_LIST, 'utf8');
  const source = ts.createSourceFile(TOPIC_LIST, text, ts.ScriptTarget.Latest, true);
  for (const property of writtenProperties(source))
    out.push({ file: TOPIC_LIST, what: describeNode(source, 'topics', property), text: without(text, property) });
  return out;
}

/**
 * The errors of each mutation, checked in this process as `tsc -b` checks the analysis project:
 * one program holds the project and every mutation as a file of its own beside the file it
 * mutates (so that its imports resolve alike), and one checker reads them all, sharing what they
 * import. An adapter declares what it answers, so no other file needs checking again.
 */
function mutationErrors(all: Mutation[]): { clean: string[]; errors: string[][] } {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, 'services/analysis/tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const options = { ...config.options, noEmit: true, incremental: false, composite: false };
  const virtual = new Map(
    all.map((m, i) => [path.join(path.dirname(m.file), `mutant-${i}.${path.basename(m.file)}`), m.text]),
  );
  const host = ts.createCompilerHost(options);
  const fileExists = host.fileExists.bind(host);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (file) => virtual.has(path.resolve(file)) || fileExists(file);
  host.readFile = (file) => virtual.get(path.resolve(file)) ?? readFile(file);
  host.getSourceFile = (file, language, onError, fresh) => {
    const text = virtual.get(path.resolve(file));
    return text === undefined
      ? getSourceFile(file, language, onError, fresh)
      : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram({
    rootNames: [...config.fileNames, ...virtual.keys()],
    options,
    host,
    projectReferences: config.projectReferences,
  });
  const errorsOf = (file: string) => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not part of the program`);
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) =>
      ts.flattenDiagnosticMessageText(d.messageText, ' '),
    );
  };
  return {
    clean: [...ADAPTER_FILES, TOPIC_LIST].flatMap(errorsOf),
    errors: [...virtual.keys()].map(errorsOf),
  };
}

describe('the analysis service’s bus adapters', () => {
  it('fail to compile when any one field line is deleted', () => {
    const all = mutations();
    // Every adapter file and every topic is reached (23 topics, one to eleven fields each).
    expect(all.length).toBeGreaterThan(150);
    const { clean, errors } = mutationErrors(all);
    // The adapters as they are compile.
    expect(clean).toEqual([]);
    const compiled = all.filter((_, i) => errors[i].length === 0).map((m) => m.what);
    expect(compiled).toEqual([]);
  }, 240_000);
});
