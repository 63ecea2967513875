// Where the shopper writes: a text box (up to 1000 characters), a picture button and Send. Send is
// offered when the machine would take the text (the contract's rule: not blank); whatever is sent
// goes to the machine's queue with a client id made here, and the box is emptied.
import { useRef, useState } from 'react'
import { Button } from 'antd-mobile'
import '../../../ui/antd-setup'
import { randomKey } from '../../../client/random-key'
import { MAX_SUPPORT_TEXT } from '../../../contract/support-chat'
import { useTranslation } from 'react-i18next'
import type { useSupportChat } from './use-support-chat'

type Chat = ReturnType<typeof useSupportChat>

/** The box grows with what is typed, up to four lines, then scrolls. */
function grow(box: HTMLTextAreaElement) {
  box.style.height = 'auto'
  box.style.height = `${Math.min(box.scrollHeight, 96)}px`
}

export function Composer({ state, send }: Chat) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const file = useRef<HTMLInputElement>(null)
  const canSend = state.can({ type: 'SEND', clientId: 'check', text })
  const sendText = () => {
    if (!canSend) return
    send({ type: 'SEND', clientId: randomKey(), text })
    setText('')
    const box = document.querySelector<HTMLTextAreaElement>('.service-input')
    if (box) box.style.height = ''
  }
  const sendPicture = (picked: File | undefined) => {
    if (picked) send({ type: 'SEND', clientId: randomKey(), file: picked })
    if (file.current) file.current.value = ''
  }
  const error = state.context.sendError as { msg?: string } | null
  const retrying = error && state.context.outbox.some((m) => m.status === 'queued')
  return (
    <div className="service-composer">
      {retrying && <p className="service-retrying">{t('ui.serviceRetrying', { reason: error.msg ?? '' })}</p>}
      <div className="service-composer-row">
        <label className="service-picture-button" aria-label={t('ui.servicePicture')}>
          <input ref={file} type="file" accept="image/png,image/jpeg,image/gif,image/webp" onChange={(event) => sendPicture(event.target.files?.[0])} />
          <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <rect x="3" y="5" width="18" height="14" rx="2" /><circle cx="9" cy="10" r="1.8" /><path d="M21 16l-5-5-8 8" />
          </svg>
        </label>
        <textarea
          className="service-input"
          aria-label={t('ui.serviceMessageLabel')}
          placeholder={t('ui.servicePlaceholder')}
          value={text}
          maxLength={MAX_SUPPORT_TEXT}
          rows={1}
          onChange={(event) => {
            setText(event.target.value)
            grow(event.target)
          }}
        />
        <Button className="service-send" color="primary" size="small" disabled={!canSend} onClick={sendText}>
          {t('ui.serviceSend')}
        </Button>
      </div>
    </div>
  )
}
