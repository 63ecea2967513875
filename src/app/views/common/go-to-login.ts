// Sending a visitor to log in from a page they may come back to
// (docs/product/screens.md#access-guard: loginFirst, then /login).
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { showMessage } from '../../../ui/feedback'
import { t } from '../../../ui/i18n'

export function useGoToLogin() {
  const router = useRouter()
  return useCallback(() => {
    showMessage(t('msg.loginFirst'))
    void router.navigate({ to: '/login', search: { redirect: router.state.location.href } })
  }, [router])
}
