// The proof pictures of a refund: uploaded one at a time through the page's machine, kept in the
// form as the URLs the server answered; a picture can be removed before sending.
import { ImageUploader } from 'antd-mobile'
import { MAX_REFUND_PROOF } from '../../../contract/refunds'

export function ProofField({ value = [], onChange, upload, busy, label }: {
  value?: string[]
  onChange?(urls: string[]): void
  upload(file: File): Promise<{ url: string }>
  /** A picture is on its way: no second one until it is in. */
  busy: boolean
  label: string
}) {
  return (
    <ImageUploader
      aria-label={label}
      className="refund-proof"
      value={value.map((url) => ({ url }))}
      onChange={(items) => onChange?.(items.map((item) => item.url))}
      upload={upload}
      maxCount={MAX_REFUND_PROOF}
      multiple={false}
      disableUpload={busy}
      preview={false}
    />
  )
}
