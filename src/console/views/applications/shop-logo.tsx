// An applicant's logo: a thumbnail that opens the picture large in place (antd-mobile's
// ImageViewer), still a link to it for a tab of its own. The operator judges whether it is theirs.
import { useState } from 'react'
import { ImageViewer } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'

export function ShopLogo({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <a
        className="console-application-logo"
        href={src}
        target="_blank"
        rel="noopener"
        aria-label={t('console.seeLogo', { shop: name })}
        onClick={(event) => {
          // A plain click opens it here; a middle or modified click is the browser's (a new tab).
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        <img src={src} alt={t('ui.shopLogo')} width={80} height={80} loading="lazy" />
      </a>
      <ImageViewer image={src} visible={open} onClose={() => setOpen(false)} />
    </>
  )
}
