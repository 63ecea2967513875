// Under a setting: what it does, its default, and who changed it last and when (or that nobody has).
import { useTranslation } from 'react-i18next'
import { Moment } from '../common/moment'

export function SettingNote({ help, shownDefault, changedBy, changedAt }: {
  help: string
  /** The default as the field shows values ("5%", "30 minutes"). */
  shownDefault: string
  changedBy: string | null
  changedAt: string | null
}) {
  const { t } = useTranslation()
  return (
    <span className="console-setting-note">
      <span className="console-setting-help">{help}</span>
      <span className="console-setting-stamp">
        {t('console.settingDefault', { value: shownDefault })}
        {' · '}
        {changedBy && changedAt ? (
          <>{t('console.settingChangedBy', { account: changedBy })} <Moment at={changedAt} /></>
        ) : (
          t('console.settingNeverChanged')
        )}
      </span>
    </span>
  )
}
