// Matchers such as toBeInTheDocument for every component test, and a clean slate between tests.
import '@testing-library/jest-dom/jest-globals';
import { afterEach } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '../src/i18n/i18n';

// findBy/waitFor give up after 1 s by default; on two cores shared with the API tests' worker
// threads a settled search and its re-render can take longer, which is load, not a failure.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  // Tests that switch to English must not leak it into the next one (Japanese is the default).
  await i18n.changeLanguage('ja');
});
