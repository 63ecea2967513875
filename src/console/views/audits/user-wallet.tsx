// Beside a request, the user's wallet as the operator weighs it: the name on the profile (to compare
// with the account holder's before paying out), the balance and the ten latest movements, read when
// the operator opens it.
import { useEffect, useState } from 'react'
import { adminUserWallet } from '../../../contract/operator-queues'
import { useTranslation } from 'react-i18next'
import type * as z from 'zod/mini'
import { Money } from '../../../ui/format/money'
import { BILL_KIND_TEXT } from '../../../ui/records/record-words'
import { useConsole } from '../../session/use-console'
import { Moment } from '../common/moment'

type Wallet = z.output<typeof adminUserWallet.data>

export function UserWallet({ userId }: { userId: number }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const [wallet, setWallet] = useState<Wallet | 'failed' | null>(null)
  useEffect(() => {
    let current = true
    http.call(adminUserWallet, { query: { user_id: userId } }).then(
      (read) => current && setWallet(read),
      () => current && setWallet('failed'),
    )
    return () => {
      current = false
    }
  }, [http, userId])
  if (wallet === null) return <div className="console-user-wallet" aria-busy="true" />
  if (wallet === 'failed') return <div className="console-user-wallet" role="alert">{t('console.ledgerQueues.walletFailed')}</div>
  return (
    <div className="console-user-wallet" aria-label={t('console.ledgerQueues.wallet')}>
      <dl className="console-user-wallet-facts">
        <div>
          <dt>{t('console.ledgerQueues.profileName')}</dt>
          <dd className="console-user-wallet-name">{wallet.user.name}</dd>
          <dd className="console-muted">{t('console.ledgerQueues.holderNote')}</dd>
        </div>
        <div><dt>{t('console.ledgerQueues.balance')}</dt><dd className="console-user-wallet-balance"><Money amount={wallet.balance} /></dd></div>
      </dl>
      <h4>{t('console.ledgerQueues.movements')}</h4>
      {wallet.movements.length === 0 ? (
        <p className="console-muted">{t('console.ledgerQueues.noMovements')}</p>
      ) : (
        <table className="console-user-movements">
          <tbody>
            {wallet.movements.map((move) => (
              <tr key={move.id} data-kind={move.kind}>
                <td><Moment at={move.created_at} /></td>
                <td>{t(BILL_KIND_TEXT[move.kind])}</td>
                <td className={move.amount.startsWith('-') ? 'is-debit' : 'is-credit'}>{move.amount.startsWith('-') ? '−' : '+'}<Money amount={move.amount.replace('-', '')} /></td>
                <td className="console-muted"><Money amount={move.balance_after} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
