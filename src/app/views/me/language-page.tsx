// /language: the six interface languages from the server's list; the choice is kept in a cookie
// and, for a logged-in user, on the profile (where it then overrides the browser's setting).
import { useEffect, useState } from 'react'
import { CheckList, Skeleton } from 'antd-mobile'
import '../../../ui/antd-setup'
import { languageList, setLanguage, type Language } from '../../../contract/user'
import type { LanguageFile } from '../../../contract/fields'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { switchLanguage, t as translate } from '../../../ui/i18n'
import { writeLanguage } from '../../../ui/preferences'
import { useHttp, useSession, useSessionActor } from '../../session/use-session'
import { Page } from '../common/page'

export function LanguagePage() {
  const { t, i18n } = useTranslation()
  const http = useHttp()
  const session = useSessionActor()
  const loggedIn = useSession((s) => s.matches('authenticated'))
  const [languages, setLanguages] = useState<Language[] | null>(null)

  useEffect(() => {
    http.call(languageList, { query: {} }).then(setLanguages, () => setLanguages([]))
  }, [http])

  const choose = async (lang: LanguageFile) => {
    writeLanguage(lang)
    await switchLanguage(lang)
    if (loggedIn) {
      // A refusal has been shown by the client; the interface keeps the language chosen here.
      const saved = await http.call(setLanguage, { query: { lang } }).then(() => true, () => false)
      if (!saved) return
      const userInfo = session.getSnapshot().context.userInfo
      if (userInfo) session.send({ type: 'PROFILE_CHANGED', userInfo: { ...userInfo, lang } })
    }
    // In the language just chosen: the hook's t still speaks the previous one in this closure.
    showSuccess(translate('msg.settingSuccess'))
  }

  return (
    <Page title={t('route.language')}>
      {languages === null ? (
        <Skeleton.Paragraph lineCount={6} animated />
      ) : (
        <CheckList mode="card" value={[i18n.language]} onChange={([lang]) => lang && void choose(lang as LanguageFile)}>
          {languages.map((language) => (
            <CheckList.Item key={language.file_name} value={language.file_name}>
              {language.language_name}
            </CheckList.Item>
          ))}
        </CheckList>
      )}
    </Page>
  )
}
