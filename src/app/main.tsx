// The shopper app's entry: antd-mobile on React 19's root API, the interface language, the runtime.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import 'nprogress/nprogress.css'
import './styles.css'
import { initI18n } from './i18n'
import { readLanguage } from './preferences'
import { createAppRuntime } from './runtime'

const { router } = createAppRuntime({ history: createBrowserHistory() })
// The page's own code starts loading while the texts do, not after them.
for (const match of router.matchRoutes(location.pathname, {})) {
  Promise.resolve(router.loadRouteChunk(router.routesById[match.routeId]!)).catch(() => {})
}
await initI18n(readLanguage())

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
