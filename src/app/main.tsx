// The shopper app's entry: antd-mobile on React 19's root API, the interface language, the runtime.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router'
import { unstableSetRender } from 'antd-mobile'
import 'nprogress/nprogress.css'
import './styles.css'
import { initI18n } from './i18n'
import { readLanguage } from './preferences'
import { createAppRuntime } from './runtime'

// antd-mobile 5 renders Toast and Dialog with React 18's API unless given React 19's (its v5-for-19 guide).
unstableSetRender((node, container) => {
  const holder = container as Element & { _reactRoot?: ReturnType<typeof createRoot> }
  holder._reactRoot ??= createRoot(container)
  holder._reactRoot.render(node)
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    holder._reactRoot?.unmount()
  }
})

await initI18n(readLanguage())
const { router } = createAppRuntime({ history: createBrowserHistory() })

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
