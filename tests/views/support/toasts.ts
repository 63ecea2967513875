// What the app has told the user in toasts. The app's toasts come from antd-mobile's ES build
// (src/ui/feedback.ts imports antd-mobile/es/components/toast), another module instance than the
// `Toast` of 'antd-mobile' (its CommonJS build under Vitest) that tests/views/setup.ts clears, so
// a toast left from the previous test would swallow the next one into a detached container. And a
// toast lasts 1200 ms: on a loaded machine it may come and go between two looks at the page. So a
// driver clears the app's own toast before its path and records every message shown.
export interface ToastWatch {
  /** The messages shown since the watch began, oldest first. */
  shown: string[]
  stop(): void
}

export async function watchAppToasts(): Promise<ToastWatch> {
  const { default: Toast } = await import('antd-mobile/es/components/toast')
  Toast.clear()
  const shown: string[] = []
  const show = Toast.show
  Toast.show = (props) => {
    shown.push(typeof props === 'string' ? props : String(props.content))
    return show(props)
  }
  return {
    shown,
    stop: () => {
      Toast.show = show
    },
  }
}
