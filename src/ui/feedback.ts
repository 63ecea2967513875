// Short messages to the person using either app: antd-mobile toasts, 1200 ms by default
// (docs/product/rules.md#constants). The toast code loads with the first message, not with the first page.
import type { ToastShowProps } from 'antd-mobile/es/components/toast'

export const TOAST_MS = 1200

async function show(props: ToastShowProps) {
  const [{ default: Toast }] = await Promise.all([import('antd-mobile/es/components/toast'), import('./antd-setup')])
  Toast.show({ duration: TOAST_MS, ...props })
}

export function showFailure(message: string) {
  void show({ content: message, icon: 'fail' })
}

export function showSuccess(message: string) {
  void show({ content: message, icon: 'success' })
}

export function showMessage(message: string) {
  void show({ content: message })
}
