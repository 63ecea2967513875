// A time from the server (ISO, UTC) as the reader's language writes a date and time, in the
// browser's time zone.
import { useTranslation } from 'react-i18next'

export function Moment({ at }: { at: string }) {
  const { i18n } = useTranslation()
  const text = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at))
  return <time dateTime={at}>{text}</time>
}
