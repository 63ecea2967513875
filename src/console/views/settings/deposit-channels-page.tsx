// The operator's deposit channels in the order shoppers see them: each network with its token and
// deposit address, each bank account with its holder and number; shown to shoppers or hidden, moved
// up or down, edited in place; a form below adds one. Every change is one call, after which the
// page reads the channels again.
import { useState } from 'react'
import { Button, Switch, Tag } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch, useRouter } from '@tanstack/react-router'
import {
  adminEnableDepositChannel, adminReorderDepositChannels, type DepositChannelRow,
} from '../../../contract/deposit-channels'
import { useTranslation } from 'react-i18next'
import { useSubmission } from '../../../ui/forms/use-submission'
import { useConsole } from '../../session/use-console'
import { DepositChannelForm } from './deposit-channel-form'
import './settings.css'

export function DepositChannelsPage() {
  const rows = useMatch({ strict: false, select: (match) => match.loaderData }) as DepositChannelRow[]
  // Changed, the channels are read again: the page starts afresh from them.
  return <DepositChannels key={JSON.stringify(rows)} rows={rows} />
}

/** One change of the list as the server takes it. */
type ListChange = { enable: { id: number; enabled: boolean } } | { order: number[] }

function DepositChannels({ rows }: { rows: DepositChannelRow[] }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const router = useRouter()
  const reload = () => void router.invalidate()
  const [editing, setEditing] = useState<number | null>(null)
  const change = useSubmission(
    async (values: ListChange) => {
      try {
        return await ('enable' in values
          ? http.call(adminEnableDepositChannel, { body: values.enable })
          : http.call(adminReorderDepositChannels, { body: { ids: values.order } }))
      } catch (error) {
        // Refused (the list changed meanwhile): the client has said why; the page shows the list as it is now.
        reload()
        throw error
      }
    },
    reload,
  )
  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id)
    ;[ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!]
    change.submit({ order: ids })
  }

  return (
    <section className="console-settings console-channels">
      <p className="console-settings-intro">{t('console.channelsIntro')}</p>
      {rows.length === 0 && <p className="console-empty">{t('console.noChannels')}</p>}
      <ol className="console-rows console-channel-list">
        {rows.map((row, index) =>
          editing === row.id ? (
            <li key={row.id}>
              <DepositChannelForm editing={row} onSaved={reload} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={row.id}>
              <ChannelCard
                row={row}
                busy={change.submitting}
                onEnable={(enabled) => change.submit({ enable: { id: row.id, enabled } })}
                onUp={index > 0 ? () => move(index, -1) : undefined}
                onDown={index < rows.length - 1 ? () => move(index, 1) : undefined}
                onEdit={() => setEditing(row.id)}
              />
            </li>
          ),
        )}
      </ol>
      <DepositChannelForm onSaved={reload} />
    </section>
  )
}

function ChannelCard({ row, busy, onEnable, onUp, onDown, onEdit }: {
  row: DepositChannelRow
  busy: boolean
  onEnable(enabled: boolean): void
  onUp?: () => void
  onDown?: () => void
  onEdit(): void
}) {
  const { t } = useTranslation()
  const chain = row.kind === 'chain'
  return (
    <article className={row.enabled ? 'console-card console-channel' : 'console-card console-channel console-channel-off'} data-channel-code={row.code}>
      <div className="console-channel-facts">
        <p className="console-channel-head">
          <Tag color={chain ? 'primary' : 'success'} fill="outline">{t(chain ? 'console.channelKindChain' : 'console.channelKindBank')}</Tag>
          <strong className="console-channel-name">{row.name}</strong>
          <span className="console-muted">{row.code}{chain && row.token ? ` · ${row.token}` : ''}</span>
        </p>
        {!chain && <p className="console-channel-holder">{t('console.channelHolder')}: {row.holder}</p>}
        <p className="console-channel-address">
          <span className="console-muted">{t(chain ? 'console.channelAddress' : 'console.channelAccountNo')}</span>{' '}
          <code>{row.address}</code>
        </p>
      </div>
      <div className="console-channel-controls">
        <label className="console-channel-shown">
          <Switch checked={row.enabled} disabled={busy} onChange={onEnable} aria-label={t('console.channelShown')} />
          <span>{t(row.enabled ? 'console.channelShown' : 'console.channelHidden')}</span>
        </label>
        <div className="console-channel-buttons">
          <Button size="mini" fill="outline" disabled={busy || !onUp} onClick={onUp} aria-label={t('console.channelMoveUp')}>↑</Button>
          <Button size="mini" fill="outline" disabled={busy || !onDown} onClick={onDown} aria-label={t('console.channelMoveDown')}>↓</Button>
          <Button size="mini" fill="outline" disabled={busy} onClick={onEdit}>{t('ui.edit')}</Button>
        </div>
      </div>
    </article>
  )
}
