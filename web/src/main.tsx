import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The graph canvas's font (graph/canvas/canvas-font.ts), shipped with the app rather than the
// machine's sans-serif, so names look and measure the same everywhere.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
