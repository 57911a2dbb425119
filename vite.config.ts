import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The screens a visitor most often lands on, by path, with the modules the router loads for
 * them (src/app/router.tsx): home sits inside the development-gate layout route.
 */
const LANDING_ROUTES: Record<string, string[]> = {
  '/': ['src/features/gates/DevGate.tsx', 'src/features/marketing/HomePage.tsx'],
  '/login': ['src/features/accounts/LoginPage.tsx'],
};

/**
 * Every screen is a lazily loaded chunk, which the router asks for only once the entry chunk
 * has downloaded and run. For the landing screens, a small inline script in index.html asks
 * for the screen's chunks (and their CSS) at once, alongside the entry chunk. Build only.
 */
function preloadLandingRoutes(routes: Record<string, string[]>): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'dfuse:preload-landing-routes',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [relative(root, c.facadeModuleId!), c]));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (fileName: string, seen: Set<string>) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, seen);
        };
        // The entry and its static imports are preloaded by Vite already.
        const entry = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entry);
        const files: Record<string, string[]> = {};
        for (const [path, modules] of Object.entries(routes)) {
          const needed = new Set<string>();
          for (const module of modules) {
            const chunk = byModule.get(module);
            if (!chunk) throw new Error(`preload-landing-routes: ${module} (for ${path}) is not a chunk of this build`);
            closure(chunk.fileName, needed);
          }
          const js = [...needed].filter((file) => !entry.has(file));
          const css = js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
          files[path] = [...new Set([...css, ...js])].map((file) => `${base}${file}`);
        }
        const script = `(function(m){var p=location.pathname.replace(/\\/+$/,'')||'/';(m[p]||[]).forEach(function(f){var l=document.createElement('link');if(/\\.css$/.test(f)){l.rel='preload';l.as='style'}else{l.rel='modulepreload'}l.crossOrigin='';l.href=f;document.head.appendChild(l)})})(${JSON.stringify(files)})`;
        // Before the entry's tags: an inline script after a stylesheet would wait for it.
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('preload-landing-routes: no entry script in index.html');
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadLandingRoutes(LANDING_ROUTES)],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // Scan every screen up front, so lazily loaded routes never trigger a dependency
  // re-optimisation (and a full page reload) in the middle of a session or a test.
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx'] },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
