// Pictures of a form (refund proof, payment evidence): uploaded one at a time through the page's
// machine, kept in the form as the URLs the server answered; a picture can be removed before sending.
// `useMachineUpload` lets the uploader wait on the machine's upload actor instead of calling itself.
import { ImageUploader } from 'antd-mobile'
import { useRef } from 'react'

export function PictureField({ value = [], onChange, upload, busy, label, maxCount, className, showFailed = true }: {
  value?: string[]
  onChange?(urls: string[]): void
  upload(file: File): Promise<{ url: string }>
  /** A picture is on its way (or the form is being sent): no second one until it is in. */
  busy: boolean
  label: string
  maxCount: number
  className?: string
  /** Keep a refused picture in view, marked failed, until removed. @default true */
  showFailed?: boolean
}) {
  return (
    <ImageUploader
      aria-label={label}
      className={className}
      value={value.map((url) => ({ url }))}
      onChange={(items) => onChange?.(items.map((item) => item.url))}
      upload={upload}
      maxCount={maxCount}
      multiple={false}
      disableUpload={busy}
      showFailed={showFailed}
      preview={false}
    />
  )
}

/** The one picture of a form field that holds a single URL ('' once removed). */
export function SinglePictureField({ value, onChange, ...rest }: Omit<Parameters<typeof PictureField>[0], 'value' | 'onChange' | 'maxCount'> & {
  value?: string
  onChange?(url: string): void
}) {
  return <PictureField {...rest} maxCount={1} value={value ? [value] : []} onChange={(urls) => onChange?.(urls[0] ?? '')} />
}

interface Waiting {
  resolve(answer: { url: string }): void
  reject(error: unknown): void
}

/**
 * The bridge between an uploader and a machine that uploads: `start(send)` sends the machine's
 * upload event and answers the uploader once the machine's actor, wrapped in `settle`, has the URL.
 */
export function useMachineUpload() {
  const waiting = useRef<Waiting | null>(null)
  return {
    /** Inside the machine's upload actor: the uploader waiting hears how the upload went. */
    async settle(work: Promise<{ url: string }>): Promise<{ url: string }> {
      try {
        const answer = await work
        waiting.current?.resolve(answer)
        return answer
      } catch (error) {
        waiting.current?.reject(error)
        throw error
      } finally {
        waiting.current = null
      }
    },
    /** The uploader's `upload`: sends the machine's event and waits for its actor's answer. */
    start(send: () => void): Promise<{ url: string }> {
      return new Promise((resolve, reject) => {
        waiting.current = { resolve, reject }
        send()
      })
    },
  }
}
