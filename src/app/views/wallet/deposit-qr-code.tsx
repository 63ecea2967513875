// A QR code of a deposit address, for a wallet app's camera (the `qrcode` library, drawn as SVG in
// the page's own colours); nothing shows until it is made, and nothing if it cannot be.
import { useEffect, useState } from 'react'
import { toString as qrSvg } from 'qrcode'

export function DepositQrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    setSvg(null)
    qrSvg(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (made) => current && setSvg(made),
      () => current && setSvg(null),
    )
    return () => {
      current = false
    }
  }, [text])
  if (svg === null) return null
  return <div className="recharge-qr" role="img" aria-label={label} data-qr-text={text} dangerouslySetInnerHTML={{ __html: svg }} />
}
