// What a finger can tap, a keyboard can reach and press. antd-mobile draws a clickable List.Item
// as an <a> without href and a Selector's chips as divs with a click handler: neither takes the
// focus nor answers Enter or Space. This watches the document and gives each of them a place in
// the Tab order (a disabled one none) and the keys a button answers, once, for the whole app.
const SELECTORS = 'a.adm-list-item:not([href]), .adm-selector-item'

function enable(element: HTMLElement) {
  const disabled = element.classList.contains('adm-list-item-disabled') || element.classList.contains('adm-selector-item-disabled')
  // The attribute, not the property: an <a> without href reads tabIndex 0 and still takes no focus.
  const tabIndex = disabled ? '-1' : '0'
  if (element.getAttribute('tabindex') !== tabIndex) element.setAttribute('tabindex', tabIndex)
  if (element.matches('a.adm-list-item') && element.getAttribute('role') !== 'button') element.setAttribute('role', 'button')
  if (disabled !== (element.getAttribute('aria-disabled') === 'true')) element.setAttribute('aria-disabled', String(disabled))
}

function enableWithin(root: ParentNode) {
  root.querySelectorAll<HTMLElement>(SELECTORS).forEach(enable)
}

/** Starts the watch; answers the function that stops it. */
export function installKeyboardAccess(root: HTMLElement = document.body): () => void {
  enableWithin(root)
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'attributes') {
        const target = change.target as HTMLElement
        if (target.matches(SELECTORS)) enable(target)
      } else {
        change.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return
          if (node.matches(SELECTORS)) enable(node)
          enableWithin(node)
        })
      }
    }
  })
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] })
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    const target = event.target as HTMLElement | null
    if (!target?.matches?.(SELECTORS) || target.getAttribute('aria-disabled') === 'true') return
    event.preventDefault()
    target.click()
  }
  root.addEventListener('keydown', onKeyDown)
  return () => {
    observer.disconnect()
    root.removeEventListener('keydown', onKeyDown)
  }
}
