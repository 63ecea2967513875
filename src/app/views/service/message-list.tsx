// The conversation as bubbles: the shopper's on the right, support's on the left, a day line when
// the day changes, then what the shopper sent that is not stored yet (waiting, or refused with the
// server's reason). Text is rendered as text: HTML and script typed into a message show as typed.
import { usePicturePreview } from '../../../ui/support-chat/use-picture-preview'
import type { OutgoingMessage } from '../../../../machines/support-chat.machine'
import type { SupportMessage } from '../../../contract/support-chat'
import { useTranslation } from 'react-i18next'
import type { useSupportChat } from './use-support-chat'

type State = ReturnType<typeof useSupportChat>['state']

/** The reader's calendar day of a moment. */
function dayOf(iso: string) {
  return new Date(iso).toDateString()
}

function Bubble({ mine, text, image, time, status, named = mine === false, children }: {
  mine: boolean
  text?: string | null
  image?: string | null
  /** Shown under the last of a run of messages by one side within a minute. */
  time?: string
  status?: 'waiting' | 'refused'
  /** Support is named above the first of its run of messages. */
  named?: boolean
  children?: React.ReactNode
}) {
  const { t } = useTranslation()
  return (
    <li className={`service-message ${mine ? 'is-mine' : 'is-support'}${status ? ` is-${status}` : ''}${image ? ' has-picture' : ''}`}>
      {!mine && named && <span className="service-author">{t('ui.serviceSupport')}</span>}
      <div className="service-bubble">
        {image ? (
          <a href={image} target="_blank" rel="noopener noreferrer" className="service-picture">
            <img src={image} alt={t('ui.servicePictureAlt')} />
          </a>
        ) : (
          <p className="service-text">{text}</p>
        )}
      </div>
      {time && <time className="service-time">{time}</time>}
      {children}
    </li>
  )
}

function Pending({ message }: { message: OutgoingMessage }) {
  const { t } = useTranslation()
  // The picture as chosen, until the server has it.
  const preview = usePicturePreview(message.file)
  const refused = message.status === 'refused'
  return (
    <Bubble mine text={message.text} image={preview} status={refused ? 'refused' : 'waiting'}>
      <span className="service-status" data-client-id={message.clientId}>
        {refused ? t('ui.serviceNotSent', { reason: message.reason }) : (
          <>
            <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true"><circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" /><path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" /></svg>
            {t('ui.serviceWaiting')}
          </>
        )}
      </span>
    </Bubble>
  )
}

export function MessageList({ state }: { state: State }) {
  const { i18n } = useTranslation()
  const { messages, outbox } = state.context
  const time = (message: SupportMessage) => new Date(message.created_at).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })
  const items: React.ReactNode[] = []
  const minuteOf = (message: SupportMessage | undefined) => message && `${message.author}:${message.created_at.slice(0, 16)}`
  messages.forEach((message, index) => {
    const before = messages[index - 1]
    const newDay = index === 0 || dayOf(message.created_at) !== dayOf(before!.created_at)
    if (newDay) {
      items.push(
        <li key={`day-${message.id}`} className="service-day">
          {new Date(message.created_at).toLocaleDateString(i18n.language, { dateStyle: 'medium' })}
        </li>,
      )
    }
    const lastOfRun = minuteOf(message) !== minuteOf(messages[index + 1]) || (index === messages.length - 1 && outbox.length > 0)
    items.push(
      <Bubble
        key={message.id}
        mine={message.author === 'shopper'}
        named={message.author === 'support' && (newDay || before?.author !== 'support')}
        text={message.text}
        image={message.image}
        time={lastOfRun ? time(message) : undefined}
      />,
    )
  })
  for (const message of outbox) items.push(<Pending key={message.clientId} message={message} />)
  return <ol className="service-messages">{items}</ol>
}
