// The logged-in devices on /security: one row per live session, paged (the list machine); another
// device can be logged out after a confirm prompt.
import { useState } from 'react'
import { Button, Dialog, List, Tag } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'
import { revokeSession, sessionList, type SessionRow } from '../../../contract/sessions'
import { showSuccess } from '../../../ui/feedback'
import { useHttp } from '../../session/use-session'
import { PagedList } from '../common/paged-list'

export function DevicesList() {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  // Bumped after a device is logged out: the list starts again from its first page.
  const [generation, setGeneration] = useState(0)
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  const logOut = async (row: SessionRow) => {
    const confirmed = await Dialog.confirm({ content: t('ui.deviceLogoutConfirm'), confirmText: t('ui.confirm'), cancelText: t('ui.cancel') })
    if (!confirmed) return
    await http.call(revokeSession, { body: { id: row.id } })
    showSuccess(t('msg.logoutSuccess'))
    setGeneration((g) => g + 1)
  }

  return (
    <List mode="card" header={t('ui.devices')}>
      <PagedList<SessionRow>
        key={generation}
        fetchPage={(page) => http.call(sessionList, { query: page })}
        itemKey={(row) => row.id}
        renderItem={(row) => (
          <List.Item
            className="device-row"
            description={t('ui.deviceSince', { time: when(row.created_at) })}
            extra={
              row.current ? (
                <Tag color="success">{t('ui.thisDevice')}</Tag>
              ) : (
                <Button size="mini" onClick={() => void logOut(row)}>{t('ui.deviceLogout')}</Button>
              )
            }
          >
            {row.device || t('ui.unknownDevice')}
          </List.Item>
        )}
      />
    </List>
  )
}
