import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API lives on the gateway; in production the gateway serves this bundle itself.
const gateway = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // gl-bench (cosmos.gl's frame meter) names a plain script as its "browser" file: its ES module instead.
    alias: { 'gl-bench': 'gl-bench/dist/gl-bench.module.js' },
  },
  server: {
    proxy: {
      '/api': gateway,
      '/is_admin': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // echarts is large by nature; the time chart is split into its own chunk, loaded after the graph.
    chunkSizeWarningLimit: 1500,
  },
});
