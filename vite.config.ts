/// <reference types="vitest/config" />
// One Vite config for the two browser apps (shopper SPA, console) and the test projects. It imports
// Vite's own defineConfig, not Vitest's: `npm start` builds with it after `npm ci --omit=dev`, where
// Vitest (a development package) is absent; the reference above types the `test` section.
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { firstLoadGroups, firstViewPreload } from './src/tools/first-load-chunks.ts'
import { precompress } from './src/tools/precompress.ts'
import { splitTexts } from './src/tools/split-texts.ts'
import { stylesheetsAfterBoot } from './src/tools/stylesheets-after-boot.ts'

const here = import.meta.dirname
/** Only Vitest reads the test section: a build without the development packages has no Vitest. */
const testSequencer = process.env.VITEST ? (await import('./tests/support/longest-first.ts')).LongestFirst : undefined
const entries = { app: resolve(here, 'src/app/index.html'), console: resolve(here, 'src/console/index.html') }
/** The page most visits start on: its code and texts come first (bench: initial JS for /home). */
const firstView = resolve(here, 'src/app/views/home/home-page.tsx')

/**
 * `npm run dev`: a page request gets its app, as the server does: /merchant and /merchant/... the
 * console, any other (/home, /myPurchases/0) the shopper app.
 */
function appFallbacks(): Plugin {
  return {
    name: 'app-fallbacks',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '/'
        const isPage = req.headers.accept?.includes('text/html') && !path.startsWith('/api') && !path.includes('.')
        if (isPage) req.url = path === '/merchant' || path.startsWith('/merchant/') ? '/console/index.html' : '/app/index.html'
        next()
      })
    },
  }
}

export default defineConfig({
  root: resolve(here, 'src'),
  publicDir: false,
  plugins: [
    react(), appFallbacks(), precompress(),
    // The storefront's texts in two parts: the keys /home's code names, then the rest.
    splitTexts({ dir: resolve(here, 'locales'), roots: [resolve(here, 'src/app/main.tsx'), firstView] }),
    // The html asks at once for what /home waits for beyond the entry's imports.
    firstViewPreload({ html: entries.app, modules: [firstView, `${resolve(here, 'locales/en.json')}?first`] }),
    // The boot markup paints before the stylesheets arrive; the app waits for them (main.tsx).
    stylesheetsAfterBoot({ html: entries.app }),
  ],
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    // The bench reads it to measure what a page loads first.
    manifest: true,
    rollupOptions: {
      // Two entries, two bundles: the shopper app (dist/app/index.html) and the merchant and operator
      // console (dist/console/index.html, served at /merchant/). A module only one of them imports
      // never lands in a chunk the other loads.
      input: entries,
      output: {
        // React and antd-mobile's shared helpers in chunks of their own: left to the bundler, they
        // joined the chunk of a lazily used library (react-spring, for the toast's and the pull's
        // animations), which every page then loaded first. A helper that imports a library outside
        // the groups stays out of antd-base (use-drag-and-pinch: @use-gesture; ahooks' useSize:
        // resize-observer-polyfill, both for the image viewer): antd-base would import the page
        // chunk holding that library while the page imports antd-base, and one of them would run
        // before the other had loaded ("require_classnames is not a function"). XState in one chunk:
        // with two entries using different parts of it, the bundler cut it into four, which cost the
        // shopper's first page 1.5 KB gzipped of chunk overhead; @xstate/react's two helpers with it,
        // or the xstate chunk and the app's chunks would import each other. Then four groups decided
        // from the module graph: /home's first load is ten files instead of sixty
        // (src/tools/first-load-chunks.ts). Zod's English messages in a chunk of their own: zod/mini
        // re-exports every locale, so the graph has the app reach them although only the console's
        // form rules use them (src/ui/forms/zod-rule.ts); in `shared` they cost /home 0.9 KB gzipped.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/ },
            { name: 'zod-messages', test: /node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]/ },
            { name: 'antd-base', test: /node_modules[\\/](antd-mobile[\\/]es[\\/](utils[\\/](?!reduce-and-restore-motion|use-tab-list-scroll|use-drag-and-pinch)|global|locales|components[\\/]config-provider)|rc-util|@babel[\\/]runtime|classnames|ahooks[\\/](?!es[\\/]useSize[\\/])|lodash|tslib)/ },
            ...firstLoadGroups({ app: entries.app, others: [entries.console], firstView }),
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  test: {
    root: here,
    // Vitest's default on two cores is one worker: every file one after another. Two let the API,
    // view and unit files run beside the browser files (which wait on Chromium and the server).
    maxWorkers: 2,
    sequence: { sequencer: testSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: here,
          // Files of a worker share its loaded modules (docs/decisions.md, "The suite's time on two cores").
          isolate: false,
          environment: 'node',
          include: ['tests/model/**/*.test.ts', 'tests/app/**/*.test.ts', 'tests/ui/**/*.test.ts', 'tests/client/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/locales/**/*.test.ts', 'tests/tools/**/*.test.ts'],
          // Generating and replaying every path of a large machine is a few seconds of one core;
          // beside three other projects on a loaded host it is more than Vitest's default 5 s.
          testTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: here,
          // Files of a worker share its loaded modules (docs/decisions.md, "The suite's time on two cores").
          isolate: false,
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 180000,
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          root: here,
          // Files of a worker share its loaded modules (docs/decisions.md, "The suite's time on two cores").
          isolate: false,
          environment: 'jsdom',
          include: ['tests/views/**/*.test.tsx'],
          setupFiles: ['tests/views/setup.ts'],
          testTimeout: 30000,
          // Two cores run four test projects at once: a second is not always enough to settle.
          expect: { poll: { timeout: 8000 } },
          // A hook starts a server on a fresh database (migrated, seeded): minutes on a loaded host.
          hookTimeout: 180000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: here,
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ['tests/e2e/model-paths.test.ts', 'tests/e2e/atlas.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60000,
          expect: { poll: { timeout: 10000 } },
          hookTimeout: 180000,
          // After all the other projects (group 1), two files at a time, each on a server it has to
          // itself: a journey may change what its server shares (a setting, the demo shop), so one
          // server never runs two files at once (tests/e2e/global-setup.ts, support/server-of-file.ts).
          sequence: { sequencer: testSequencer, groupOrder: 1 },
          provide: { serversPerProject: 2 },
        },
      },
      {
        extends: true,
        test: {
          // The analysts' atlas as the server serves it: `npm test` runs it once the browser paths
          // have filed their screens and the site is built from them (tests/run-all.ts).
          name: 'e2e-atlas',
          root: here,
          environment: 'node',
          include: ['tests/e2e/atlas.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60000,
          hookTimeout: 180000,
        },
      },
      {
        extends: true,
        test: {
          // The machines' generated paths in the browser, on a server of their own (no journey
          // changes what they find): independent paths, so this project runs beside the others,
          // three paths at a time.
          name: 'browser-paths',
          root: here,
          environment: 'node',
          include: ['tests/e2e/model-paths.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60000,
          expect: { poll: { timeout: 10000 } },
          hookTimeout: 180000,
          maxConcurrency: 3,
        },
      },
    ],
  },
})
