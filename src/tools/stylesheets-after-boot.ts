// Moves the storefront's stylesheet links from the head to the end of the body, after the boot
// markup. In the head they hold back the first paint until they arrive; the boot markup (grey
// blocks where the page will be) is styled inline and can show at once. The app renders only
// once they have loaded (src/app/main.tsx, stylesheetsLoaded), so it never shows unstyled.
import type { Plugin } from 'vite'

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g

/** `html` with its stylesheet links moved from the head to just before `</body>`. */
export function moveStylesheetsAfterBoot(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'))
  const links = head.match(STYLESHEET) ?? []
  if (!links.length) return html
  const rest = head.replace(STYLESHEET, '') + html.slice(head.length)
  return rest.replace(/[ \t]*<\/body>/, `${links.map((link) => `    ${link.trim()}\n`).join('')}  </body>`)
}

export function stylesheetsAfterBoot({ html }: { html: string }): Plugin {
  return {
    name: 'stylesheets-after-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(source, { filename }) {
        return filename === html ? moveStylesheetsAfterBoot(source) : undefined
      },
    },
  }
}
