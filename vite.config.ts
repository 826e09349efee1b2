import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

// In development Vite serves the SPA and forwards everything the API host owns.
export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '^/auth/.+': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
      '/docs': { target: apiTarget },
      '/health': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rollupOptions: {
      output: {
        // Screen chunks keep their module name, so bundle reports and tests can find them.
        chunkFileNames: 'assets/[name]-[hash].js',
      },
    },
  },
});
