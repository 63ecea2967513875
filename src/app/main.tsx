// The shopper app's entry: antd-mobile on React 19's root API, the interface language, the runtime.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import './antd-react19'
import 'nprogress/nprogress.css'
import './styles.css'
import { initI18n } from './i18n'
import { readLanguage } from './preferences'
import { createAppRuntime } from './runtime'

await initI18n(readLanguage())
const { router } = createAppRuntime({ history: createBrowserHistory() })

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
