// Users and shops for operators: a tab for each, a search by a part of a name, each row with its
// state; a suspension is written with its reason and lifted with one more question. A suspended user
// is signed out and cannot log in (their money stays); a suspended shop's products are off sale
// while its orders go on. Each row links to its rows of the audit log.
import { useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { Button, Dialog, SearchBar, Tabs, Tag, TextArea } from 'antd-mobile'
import '../../../ui/antd-setup'
import {
  adminShops, adminShopSuspension, adminUsers, adminUserSuspension, MAX_SUSPENSION_REASON, type ManagedShop, type ManagedUser,
} from '../../../contract/operator-management'
import { showSuccess } from '../../../ui/feedback'
import { Money } from '../../../ui/format/money'
import { useSubmission } from '../../../ui/forms/use-submission'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_TABS, type AccountsSearch } from '../../routes/accounts-search'
import { useConsole } from '../../session/use-console'
import { ConsoleLink, useConsoleNavigate } from '../common/console-link'
import { ConsoleList } from '../common/console-list'
import { Moment } from '../common/moment'
import './management.css'

export function AccountsPage() {
  const { t, i18n } = useTranslation()
  const navigate = useConsoleNavigate()
  const { http } = useConsole()
  const search = useSearch({ strict: false }) as AccountsSearch
  const tab = search.tab ?? 'users'
  const go = (next: { tab?: string; q?: string }) =>
    void navigate('/accounts', { search: { ...(next.tab && next.tab !== 'users' ? { tab: next.tab } : {}), ...(next.q ? { q: next.q } : {}) }, replace: true })
  const q = search.q ? { q: search.q } : {}
  return (
    <section className="console-accounts">
      <Tabs activeKey={tab} onChange={(key) => go({ tab: key, q: search.q })} className="console-tabs">
        {ACCOUNT_TABS.map((key) => <Tabs.Tab key={key} title={t(`console.management.${key}`)} />)}
      </Tabs>
      <SearchBar
        key={tab}
        className="console-accounts-search"
        defaultValue={search.q}
        placeholder={t(tab === 'users' ? 'console.management.searchUsers' : 'console.management.searchShops')}
        onSearch={(value) => go({ tab, q: value.trim() })}
        onClear={() => go({ tab })}
      />
      {tab === 'users' ? (
        <ConsoleList<ManagedUser>
          key={`users:${search.q ?? ''}:${i18n.language}`}
          fetchPage={(page) => http.call(adminUsers, { query: { ...page, ...q } })}
          itemKey={(row) => row.id}
          renderItem={(row) => <UserCard row={row} />}
          empty={t('console.management.noneFound')}
        />
      ) : (
        <ConsoleList<ManagedShop>
          key={`shops:${search.q ?? ''}:${i18n.language}`}
          fetchPage={(page) => http.call(adminShops, { query: { ...page, ...q } })}
          itemKey={(row) => row.id}
          renderItem={(row) => <ShopCard row={row} />}
          empty={t('console.management.noneFound')}
        />
      )}
    </section>
  )
}

function StateTag({ suspendedAt }: { suspendedAt: string | null }) {
  const { t } = useTranslation()
  return suspendedAt
    ? <Tag color="danger" className="console-suspended-tag">{t('console.management.suspended')}</Tag>
    : <Tag color="success" fill="outline">{t('console.management.active')}</Tag>
}

function UserCard({ row: initial }: { row: ManagedUser }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const [row, setRow] = useState(initial)
  return (
    <article className="console-card console-managed" data-user-id={row.id} aria-label={row.account}>
      <div className="console-card-head">
        <strong>{row.name}</strong> <span className="console-muted">@{row.account} · {t(`console.management.roles.${row.role}`)}</span>
        <StateTag suspendedAt={row.suspended_at} />
      </div>
      <p className="console-muted">{row.email} · {t('console.management.balance')} <Money amount={row.balance} /> · {t('console.management.since')} <Moment at={row.created_at} /></p>
      {row.suspended_at && <p className="console-muted">{t('console.management.suspendedSince')} <Moment at={row.suspended_at} /></p>}
      <SuspensionControls
        // A submission ends with its success: the next suspension or lifting is a new one.
        key={row.suspended_at ?? 'active'}
        name={row.account}
        suspended={row.suspended_at !== null}
        allowed={row.role !== 'operator'}
        subject={`user:${row.id}`}
        change={(suspended, reason) => http.call(adminUserSuspension, { body: { id: row.id, suspended, reason } })}
        done={(next) => {
          setRow(next as ManagedUser)
          showSuccess(t(next.suspended_at ? 'msg.userSuspendedDone' : 'msg.userLiftedDone'))
        }}
      />
    </article>
  )
}

function ShopCard({ row: initial }: { row: ManagedShop }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const [row, setRow] = useState(initial)
  return (
    <article className="console-card console-managed" data-shop-id={row.id} aria-label={row.name}>
      <div className="console-card-head">
        <strong>{row.name}</strong> <span className="console-muted">@{row.owner.account}</span>
        <StateTag suspendedAt={row.suspended_at} />
      </div>
      <p className="console-muted">
        {t('console.management.shopFigures', { products: row.products, orders: row.open_orders })} · {t('console.management.since')} <Moment at={row.created_at} />
      </p>
      {row.suspended_at && <p className="console-muted">{t('console.management.suspendedSince')} <Moment at={row.suspended_at} /> · {t('console.management.shopSuspendedNote')}</p>}
      <SuspensionControls
        // A submission ends with its success: the next suspension or lifting is a new one.
        key={row.suspended_at ?? 'active'}
        name={row.name}
        suspended={row.suspended_at !== null}
        allowed
        subject={`shop:${row.id}`}
        change={(suspended, reason) => http.call(adminShopSuspension, { body: { id: row.id, suspended, reason } })}
        done={(next) => {
          setRow(next as ManagedShop)
          showSuccess(t(next.suspended_at ? 'msg.shopSuspendedDone' : 'msg.shopLiftedDone'))
        }}
      />
    </article>
  )
}

/** Suspend (with a reason written in place) or lift (asked once more); and the row's audit log. */
function SuspensionControls({ name, suspended, allowed, subject, change, done }: {
  name: string
  suspended: boolean
  allowed: boolean
  subject: string
  change(suspended: boolean, reason?: string): Promise<{ suspended_at: string | null }>
  done(next: { suspended_at: string | null }): void
}) {
  const { t } = useTranslation()
  const [writing, setWriting] = useState(false)
  const [reason, setReason] = useState('')
  const submission = useSubmission(
    (values: { suspended: boolean; reason?: string }) => change(values.suspended, values.reason),
    (next) => {
      setWriting(false)
      setReason('')
      done(next)
    },
  )
  const lift = async () => {
    if (await Dialog.confirm({ content: t('console.management.liftQuestion', { name }), confirmText: t('console.management.lift'), cancelText: t('ui.notNow') })) {
      submission.submit({ suspended: false })
    }
  }
  return (
    <div className="console-account-actions">
      {allowed && suspended && (
        <Button size="small" color="primary" fill="outline" className="console-lift" loading={submission.submitting} onClick={() => void lift()}>
          {t('console.management.lift')}
        </Button>
      )}
      {allowed && !suspended && !writing && (
        <Button size="small" color="danger" fill="outline" className="console-suspend" onClick={() => setWriting(true)}>
          {t('console.management.suspend')}
        </Button>
      )}
      <ConsoleLink to="/audit-log" search={{ subject }} className="console-account-log">{t('console.management.history')}</ConsoleLink>
      {writing && (
        <form
          className="console-suspend-form"
          onSubmit={(event) => {
            event.preventDefault()
            submission.submit({ suspended: true, reason })
          }}
        >
          <TextArea
            className="console-suspend-reason"
            aria-label={t('console.management.reason')}
            placeholder={t('console.management.reasonHint')}
            value={reason}
            maxLength={MAX_SUSPENSION_REASON}
            showCount
            rows={2}
            onChange={(value) => {
              setReason(value)
              submission.edit()
            }}
          />
          <div className="console-suspend-buttons">
            <Button size="small" onClick={() => setWriting(false)}>{t('ui.notNow')}</Button>
            <Button size="small" color="danger" type="submit" className="console-suspend-confirm" loading={submission.submitting} disabled={submission.submitting}>
              {t('console.management.suspendConfirm', { name })}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
