import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API lives on the gateway; in production the gateway serves this bundle itself.
const gateway = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': gateway,
      '/is_admin': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // vis-network and echarts are large by nature; the graph screen is split into its own chunk.
    chunkSizeWarningLimit: 1500,
  },
});
