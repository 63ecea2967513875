// The console's entry (/merchant/): antd-mobile on React 19's root API, the interface language (the
// storefront's language cookie: one choice per browser), the runtime.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserHistory, RouterProvider, type AnyRoute } from '@tanstack/react-router'
import 'nprogress/nprogress.css'
import './console.css'
import { I18nextProvider } from 'react-i18next'
import { addTexts, i18n, initI18n, type TextFile } from '../ui/i18n'
import { readLanguage } from '../ui/preferences'
import { onCaughtError } from './caught-errors'
import { createConsoleRuntime } from './runtime'

const { router } = createConsoleRuntime({ history: createBrowserHistory() })
// The page's own code starts loading while the texts do, not after them.
for (const match of router.matchRoutes(router.state.location.pathname, {})) {
  Promise.resolve(router.loadRouteChunk((router.routesById as Record<string, AnyRoute>)[match.routeId]!)).catch(() => {})
}
addTexts(import.meta.glob<TextFile>('../../locales/console/*.json'))
await initI18n(readLanguage())

createRoot(document.getElementById('console')!, { onCaughtError }).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
)
