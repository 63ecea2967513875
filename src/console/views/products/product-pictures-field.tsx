// A product's pictures as a form field: 1 to 9 URLs, uploaded one at a time with the upload call;
// the first is the card picture shoppers see in lists (marked Cover). Each can be moved earlier or
// later, or removed. antd-mobile's ImageUploader draws the tiles and the add button.
import type { ReactElement } from 'react'
import { ImageUploader } from 'antd-mobile'
import '../../../ui/antd-setup'
import { MAX_PRODUCT_IMAGES } from '../../../contract/merchant-products'
import { useTranslation } from 'react-i18next'

export function ProductPicturesField({ value = [], onChange, upload, busy, onUploading, label }: {
  value?: string[]
  onChange?(urls: string[]): void
  upload(file: File): Promise<{ url: string }>
  /** The form is being sent: no picture is added meanwhile. */
  busy: boolean
  /** Whether a picture is on its way (the form waits for it before it can be sent). */
  onUploading(uploading: boolean): void
  label: string
}) {
  const { t } = useTranslation()
  const move = (from: number, to: number) => {
    const next = [...value]
    const [url] = next.splice(from, 1)
    next.splice(to, 0, url!)
    onChange?.(next)
  }
  const tile = (node: ReactElement, index: number) => (
    <div className="product-picture" data-picture={index}>
      <div className="product-picture-tile">
        {node}
        {index === 0 && <span className="product-picture-cover">{t('console.productCover')}</span>}
      </div>
      <div className="product-picture-moves">
        <button type="button" aria-label={t('console.pictureEarlier')} disabled={busy || index === 0} onClick={() => move(index, index - 1)}>
          ‹
        </button>
        <button type="button" aria-label={t('console.pictureLater')} disabled={busy || index === value.length - 1} onClick={() => move(index, index + 1)}>
          ›
        </button>
      </div>
    </div>
  )
  return (
    <ImageUploader
      aria-label={label}
      className="product-pictures"
      value={value.map((url) => ({ key: url, url }))}
      onChange={(items) => onChange?.(items.map((item) => item.url))}
      upload={upload}
      maxCount={MAX_PRODUCT_IMAGES}
      multiple={false}
      disableUpload={busy}
      showFailed={false}
      preview={false}
      onUploadQueueChange={(tasks) => onUploading(tasks.some((task) => task.status === 'pending'))}
      renderItem={(node, file, list) => tile(node, list.indexOf(file))}
    />
  )
}
