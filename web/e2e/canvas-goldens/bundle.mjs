// Bundles the golden scenes for the browser (rolldown, which Vite builds with); prints the script.
import { build } from 'rolldown';

const entry = new URL('./entry.ts', import.meta.url).pathname;
const { output } = await build({ input: entry, write: false, output: { format: 'iife' }, logLevel: 'silent' });
process.stdout.write(output[0].code);
