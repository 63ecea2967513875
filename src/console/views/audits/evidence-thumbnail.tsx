// A recharge's payment evidence: a thumbnail that opens the picture large in place (antd-mobile's
// ImageViewer, pinch and zoom on a phone; a tap on the picture, Escape or Close closes it). It stays
// a link to the picture, so it can also be opened in a tab of its own. The viewer's layer is
// `aria-hidden` (antd-mobile's mask), so the Close button lives in a dialog of its own above it,
// where assistive technology reaches it, and takes the focus when the picture opens.
import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Button, ImageViewer, type ButtonRef } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'
import './audits.css'

export function EvidenceThumbnail({ src }: { src: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const close = useRef<ButtonRef>(null)
  useEffect(() => {
    if (!open) return
    close.current?.nativeElement?.focus()
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', closeOnEscape)
    return () => window.removeEventListener('keydown', closeOnEscape)
  }, [open])
  return (
    <>
      <a
        className="console-evidence"
        href={src}
        target="_blank"
        rel="noopener"
        aria-label={t('console.seeEvidence')}
        onClick={(event) => {
          // A plain click opens it here; a middle or modified click is the browser's (a new tab).
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        <img src={src} alt={t('ui.rechargeEvidence')} width={96} height={96} loading="lazy" />
      </a>
      <ImageViewer
        classNames={{ mask: 'console-evidence-viewer' }}
        image={src}
        visible={open}
        onClose={() => setOpen(false)}
      />
      {open && createPortal(
        <div className="console-evidence-footer" role="dialog" aria-modal="false" aria-label={t('ui.rechargeEvidence')}>
          <Button ref={close} size="small" fill="outline" className="console-evidence-close" onClick={() => setOpen(false)}>
            {t('console.close')}
          </Button>
        </div>,
        document.body,
      )}
    </>
  )
}
