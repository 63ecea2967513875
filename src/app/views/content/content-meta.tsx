// What is said about an entry's text: when it last changed, and that it is in English when the
// reader's language has no translation of it yet.
import { useTranslation } from 'react-i18next'

export function ContentMeta({ updatedAt, lang }: { updatedAt: string; lang: string }) {
  const { t, i18n } = useTranslation()
  const date = new Date(updatedAt).toLocaleDateString(i18n.language, { dateStyle: 'long' })
  return (
    <>
      <p className="content-updated"><time dateTime={updatedAt}>{t('ui.contentUpdated', { date })}</time></p>
      {lang !== i18n.language && <p className="content-in-english">{t('ui.contentInEnglish')}</p>}
    </>
  )
}
