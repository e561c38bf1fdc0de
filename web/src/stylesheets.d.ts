// Stylesheets imported for their side effect (the canvas font's @font-face rules, main.tsx):
// Vite bundles them; TypeScript only needs to know they exist.
declare module '*.css';
