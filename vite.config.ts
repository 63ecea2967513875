// One Vite config for the two browser apps (shopper SPA, console) and the test projects.
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { precompress } from './src/tools/precompress.ts'

const here = import.meta.dirname

/** `npm run dev`: a page request (/home, /myPurchases/0) gets the shopper app, as the server does. */
function shopperAppFallback(): Plugin {
  return {
    name: 'shopper-app-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = req.url?.split('?')[0] ?? '/'
        const isPage = req.headers.accept?.includes('text/html') && !path.startsWith('/api') && !path.includes('.')
        if (isPage) req.url = '/app/index.html'
        next()
      })
    },
  }
}

export default defineConfig({
  root: resolve(here, 'src'),
  publicDir: false,
  plugins: [react(), shopperAppFallback(), precompress()],
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    // The bench reads it to measure what a page loads first.
    manifest: true,
    rollupOptions: {
      input: { app: resolve(here, 'src/app/index.html') },
      output: {
        // React and antd-mobile's shared helpers in chunks of their own: left to the bundler, they
        // joined the chunk of a lazily used library (react-spring, for the toast's and the pull's
        // animations), which every page then loaded first. A helper that imports a library outside
        // the groups stays out of antd-base (use-drag-and-pinch: @use-gesture; ahooks' useSize:
        // resize-observer-polyfill, both for the image viewer): antd-base would import the page
        // chunk holding that library while the page imports antd-base, and one of them would run
        // before the other had loaded ("require_classnames is not a function").
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'antd-base', test: /node_modules[\\/](antd-mobile[\\/]es[\\/](utils[\\/](?!reduce-and-restore-motion|use-tab-list-scroll|use-drag-and-pinch)|global|locales|components[\\/]config-provider)|rc-util|@babel[\\/]runtime|classnames|ahooks[\\/](?!es[\\/]useSize[\\/])|lodash|tslib)/ },
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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: here,
          environment: 'node',
          include: ['tests/model/**/*.test.ts', 'tests/app/**/*.test.ts', 'tests/client/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/locales/**/*.test.ts', 'tests/tools/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: here,
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          root: here,
          environment: 'jsdom',
          include: ['tests/views/**/*.test.tsx'],
          setupFiles: ['tests/views/setup.ts'],
          testTimeout: 30000,
          // Two cores run four test projects at once: a second is not always enough to settle.
          expect: { poll: { timeout: 8000 } },
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: here,
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60000,
          expect: { poll: { timeout: 10000 } },
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
    ],
  },
})
