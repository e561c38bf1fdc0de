// Bundles the golden scenes (or the entry named) for the browser (rolldown, which Vite builds with); prints the script.
import { build } from 'rolldown';

// Another bundle's entry may be named (the WebGL view's harness); the golden scenes by default.
const entry = process.argv[2] ?? new URL('./entry.ts', import.meta.url).pathname;
// gl-bench (cosmos.gl's frame meter) names a plain script as its "browser" file: its ES module instead.
const alias = { 'gl-bench': 'gl-bench/dist/gl-bench.module.js' };
const { output } = await build({
  input: entry,
  write: false,
  output: { format: 'iife' },
  resolve: { alias },
  logLevel: 'silent',
});
process.stdout.write(output[0].code);
