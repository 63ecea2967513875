import { describe, expect, it } from 'vitest'
import { moveStylesheetsAfterBoot } from '../../src/tools/stylesheets-after-boot'

const built = `<!doctype html>
<html lang="en">
  <head>
    <style>.boot-bar{height:45px}</style>
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/shared.css">
    <link rel="stylesheet" crossorigin href="/assets/first.css">
  </head>
  <body>
    <div id="app"><div class="boot-bar"></div></div>
  </body>
</html>
`

describe('moveStylesheetsAfterBoot', () => {
  it('moves the head stylesheet links after the boot markup, in their order, leaving the rest in place', () => {
    const moved = moveStylesheetsAfterBoot(built)
    const head = moved.slice(0, moved.indexOf('</head>'))
    expect(head).not.toContain('stylesheet')
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">')
    expect(head).toContain('<script type="module" crossorigin src="/assets/app.js"></script>')
    const body = moved.slice(moved.indexOf('<body>'))
    expect(body.indexOf('shared.css')).toBeGreaterThan(body.indexOf('boot-bar'))
    expect(body.indexOf('first.css')).toBeGreaterThan(body.indexOf('shared.css'))
    expect(body.indexOf('first.css')).toBeLessThan(body.indexOf('</body>'))
  })

  it('leaves a page without stylesheet links as it was', () => {
    const none = built.replace(/ *<link rel="stylesheet"[^>]*>\n/g, '')
    expect(moveStylesheetsAfterBoot(none)).toBe(none)
  })
})
