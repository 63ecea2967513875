// Short messages to the shopper: antd-mobile toasts, 1200 ms by default (SPEC.md section 9).
import { Toast } from 'antd-mobile'

export const TOAST_MS = 1200

export function showFailure(message: string) {
  Toast.show({ content: message, icon: 'fail', duration: TOAST_MS })
}

export function showSuccess(message: string) {
  Toast.show({ content: message, icon: 'success', duration: TOAST_MS })
}

export function showMessage(message: string) {
  Toast.show({ content: message, duration: TOAST_MS })
}
