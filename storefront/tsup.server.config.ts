import { defineConfig } from 'tsup';

// The server bundles the domain and catalogue modules it shares with the client.
export default defineConfig({
  entry: { index: 'server/index.ts' },
  outDir: 'dist-server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: ['@nexus-za/ui-kit'],
});
