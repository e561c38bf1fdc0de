// Matchers such as toBeInTheDocument for every component test, and a clean slate between tests.
import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';
import { cleanup } from '@testing-library/react';
import { i18n } from '../src/i18n/i18n';

afterEach(async () => {
  cleanup();
  // Tests that switch to English must not leak it into the next one (Japanese is the default).
  await i18n.changeLanguage('ja');
});
