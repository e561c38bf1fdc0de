// Removes the tables file jest-global-setup.mjs wrote.
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const file = process.env.KIZUNA_TEST_IPADIC_TABLES;
  if (file) rmSync(file, { force: true });
}
