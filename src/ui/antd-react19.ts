// antd-mobile 5 renders Toast and Dialog with React 18's API unless given React 19's root API
// (antd-mobile's "v5 for 19" guide); without this they silently do nothing.
import { createRoot, type Root } from 'react-dom/client'
import { unstableSetRender } from 'antd-mobile'
import { unstableSetRender as unstableSetRenderOfEsBuild } from 'antd-mobile/es/utils/unstable-render'

const renderWithReact19: Parameters<typeof unstableSetRender>[0] = (node, container) => {
  const holder = container as (Element | DocumentFragment) & { _reactRoot?: Root }
  holder._reactRoot ??= createRoot(container)
  holder._reactRoot.render(node)
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    holder._reactRoot?.unmount()
    holder._reactRoot = undefined
  }
}

// In the browser both names are one module. Under Node (tests) the package root is the CommonJS
// build and a deep `es/` import (the lazily loaded toast) is another copy: both must know.
unstableSetRender(renderWithReact19)
unstableSetRenderOfEsBuild(renderWithReact19)
