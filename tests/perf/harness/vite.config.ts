import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

// The bench's comparison pages: one small page per kit, plus a 1 000-card grid.
export default defineConfig({
  root: here,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: path.resolve(here, '../.tmp/harness'),
    emptyOutDir: true,
    rollupOptions: {
      input: Object.fromEntries(['ui-kit', 'mui', 'mantine', 'grid'].map((kit) => [kit, path.join(here, `${kit}.html`)])),
    },
  },
});
