// /withdrawalAccounts: the shopper's saved withdrawal accounts, the default first: each can be made
// the default or removed (asked first); a form below adds one. The withdrawal form offers them
// (the default chosen). Every change is one call, after which the page reads the accounts again.
import { useEffect, useState } from 'react'
import { Button, Dialog, Tag } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'
import type { CallData } from '../../../contract/call'
import {
  removeWithdrawalAccount, setDefaultWithdrawalAccount, withdrawalAccounts, type WithdrawalAccountView,
} from '../../../contract/withdrawal-accounts'
import { showSuccess } from '../../../ui/feedback'
import { countryName } from '../../../ui/format/country-name'
import { useHttp } from '../../session/use-session'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { ParagraphSkeleton } from '../common/skeletons'
import { WithdrawalAccountForm } from './withdrawal-account-form'
import './withdrawal-accounts.css'

type Overview = CallData<typeof withdrawalAccounts>

export function WithdrawalAccountsPage() {
  const { t } = useTranslation()
  const http = useHttp()
  const [overview, setOverview] = useState<Overview | null>(null)
  const [failed, setFailed] = useState(false)
  // Bumped after a change: the accounts are read again.
  const [generation, setGeneration] = useState(0)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let current = true
    http.call(withdrawalAccounts, {}, { silent: true }).then(
      (answer) => current && (setOverview(answer), setFailed(false)),
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [http, generation])
  const reload = () => setGeneration((g) => g + 1)

  /** Asks when `question` is given, then makes the call; the accounts are read again either way. */
  const act = async (run: () => Promise<unknown>, done: string, question?: string) => {
    if (question && !(await Dialog.confirm({ content: question, confirmText: t('ui.confirm'), cancelText: t('ui.cancel') }))) return
    setBusy(true)
    try {
      await run()
      showSuccess(t(done))
    } catch {
      // The client has shown the reason.
    } finally {
      setBusy(false)
      reload()
    }
  }

  return (
    <Page title={t('withdrawalAccounts.title')} className="withdrawal-accounts-page">
      {failed && !overview ? (
        <Notice kind="failed" title={t('ui.loadFailed')}>
          <Button color="primary" onClick={reload}>{t('ui.retry')}</Button>
        </Notice>
      ) : !overview ? (
        <ParagraphSkeleton lines={6} />
      ) : (
        <>
          <p className="withdrawal-accounts-intro">{t('withdrawalAccounts.intro')}</p>
          {overview.accounts.length === 0 ? (
            <p className="withdrawal-accounts-empty">{t('withdrawalAccounts.empty')}</p>
          ) : (
            <ul className="withdrawal-account-list">
              {overview.accounts.map((account) => (
                <li key={account.id}>
                  <AccountCard
                    account={account}
                    busy={busy}
                    onDefault={() => void act(() => http.call(setDefaultWithdrawalAccount, { body: { id: account.id } }), 'msg.settingSuccess')}
                    onRemove={() => void act(() => http.call(removeWithdrawalAccount, { body: { id: account.id } }), 'withdrawalAccounts.removed', t('withdrawalAccounts.removeConfirm'))}
                  />
                </li>
              ))}
            </ul>
          )}
          <WithdrawalAccountForm key={generation} overview={overview} onSaved={reload} />
        </>
      )}
    </Page>
  )
}

function AccountCard({ account, busy, onDefault, onRemove }: { account: WithdrawalAccountView; busy: boolean; onDefault(): void; onRemove(): void }) {
  const { t, i18n } = useTranslation()
  const bank = account.type === 'bank'
  return (
    <article className={account.is_default ? 'withdrawal-account is-default' : 'withdrawal-account'} data-account-id={account.id}>
      <div className="withdrawal-account-facts">
        <p className="withdrawal-account-head">
          <Tag color={bank ? 'success' : 'primary'} fill="outline">{t(bank ? 'withdrawalAccounts.typeBank' : 'withdrawalAccounts.typeChain')}</Tag>
          <strong className="withdrawal-account-name">{bank ? account.bank_name : account.network}</strong>
          {account.is_default && <span className="withdrawal-account-default">{t('withdrawalAccounts.isDefault')}</span>}
        </p>
        {bank ? (
          <>
            <p className="withdrawal-account-number-shown">{account.number}</p>
            <p className="withdrawal-account-holder-shown">{account.holder} · {countryName(account.country ?? '', i18n.language)}</p>
          </>
        ) : (
          <p className="withdrawal-account-address-shown"><code>{account.address}</code></p>
        )}
      </div>
      <div className="withdrawal-account-actions">
        {!account.is_default && (
          <Button size="mini" fill="none" className="withdrawal-account-set-default" disabled={busy} onClick={onDefault}>{t('withdrawalAccounts.makeDefault')}</Button>
        )}
        <Button size="mini" fill="none" color="danger" className="withdrawal-account-remove" disabled={busy} onClick={onRemove}>{t('withdrawalAccounts.remove')}</Button>
      </div>
    </article>
  )
}
