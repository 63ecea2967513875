// The storefront's withdrawal at /withDraw: the shared binding, with "Go to settings" leading to
// /changePayPwd (and back here), and the session's profile following the hold.
import { useNavigate } from '@tanstack/react-router'
import { getUserInfo } from '../../../contract/user'
import { useHttp, useSessionActor } from '../../session/use-session'
import { useWithdrawalMachine } from '../../../ui/withdraw/withdrawal-binding'

/** Where "Go to settings" leads, and back here once the code is set. */
export const SET_CODE_HREF = `/changePayPwd?redirect=${encodeURIComponent('/withDraw')}`
/** Where "Top up" leads when the balance is short, and back here afterwards. */
export const TOP_UP_HREF = `/topUp?redirect=${encodeURIComponent('/withDraw')}`

export function useWithdrawal() {
  const http = useHttp()
  const session = useSessionActor()
  const navigate = useNavigate()
  return useWithdrawalMachine({
    http,
    goToPaymentCode: () => void navigate({ href: SET_CODE_HREF }),
    goToTopUp: () => void navigate({ href: TOP_UP_HREF }),
    // The balance shown elsewhere (personal center) follows the hold.
    afterWithdrawn: () => void http.call(getUserInfo, {}, { silent: true }).then((userInfo) => session.send({ type: 'PROFILE_CHANGED', userInfo }), () => {}),
  })
}
