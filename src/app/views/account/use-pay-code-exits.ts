// What the payment code pages (/changePayPwd, /forgotPayPwd) do once a code is saved: tell the
// session the profile has a code, and leave for `redirect` (the checkout that sent the shopper),
// else back, else the security page.
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useSessionActor } from '../../session/use-session'

export function usePayCodeExits() {
  const session = useSessionActor()
  const router = useRouter()
  const navigate = useNavigate()
  return {
    markCodeSet: () => {
      const { userInfo } = session.getSnapshot().context
      if (userInfo && !userInfo.has_payment_code) session.send({ type: 'PROFILE_CHANGED', userInfo: { ...userInfo, has_payment_code: true } })
    },
    leave: (_: unknown, { redirect: to }: { redirect: string | null }) => {
      if (to) void navigate({ href: to, replace: true })
      else if (router.history.canGoBack()) router.history.back()
      else void navigate({ to: '/security', replace: true })
    },
  }
}
