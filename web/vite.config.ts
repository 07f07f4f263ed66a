import { execSync } from 'node:child_process';
import { defineConfig } from 'vite';

/** The build's id for crash reports: the commit it was built from (or an explicit VITE_RELEASE). */
function releaseId(): string {
  if (process.env.VITE_RELEASE) return process.env.VITE_RELEASE;
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'dev';
  }
}

const gateway = 'http://127.0.0.1:8080';
/** react-jsonschema-form and the packages only it uses. */
const RJSF_PACKAGES =
  /node_modules\/(@rjsf|@x0k|ajv|ajv-formats|fast-equals|fast-uri|jsonpointer|react-is|markdown-to-jsx|json-schema-traverse|fast-deep-equal|require-from-string)\//;

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  define: { 'import.meta.env.VITE_RELEASE': JSON.stringify(releaseId()) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // React Query ships "use client" directives, which are meaningless in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'SOURCEMAP_ERROR') return;
        warn(warning);
      },
      output: {
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          // Only the announcement reader and editor render markdown: keep it out of the first load.
          if (/node_modules\/(marked|dompurify)\//.test(id)) return 'markdown';
          // react-jsonschema-form and its helpers: only the Configuration Builder's preview loads them.
          if (RJSF_PACKAGES.test(id)) return 'rjsf';
          // Only what every page needs shares the vendor chunk; other packages (a lazy page's renderer,
          // chart or editor) stay with the chunks that import them, so they never join the first load.
          if (/node_modules\/(react-router|@tanstack|openapi-fetch|rosetta|dlv|templite|cookie|set-cookie-parser)\//.test(id))
            return 'vendor';
          // The shared components: one chunk every page uses, not a crumb of a few hundred bytes per component.
          // DeleteFileModal, MultiSelect and tabs are for a few pages: one small chunk of their own, outside the first load
          // (each chunk's name is listed again in every lazy loader's dependencies, so not two).
          if (/\/src\/ui\/(DeleteFileModal|MultiSelect|multiSelectKeys|tabs)\./.test(id)) return 'ui-extras';
          if (id.includes('/src/ui/')) return 'ui';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/oauth': { target: gateway, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/oauth': { target: gateway, changeOrigin: false },
    },
  },
});
