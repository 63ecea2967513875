// /comment?order_id=&product_id=: reviewing one product of an order (the review machine). The
// page reads the item first: already reviewed shows the review, not yet or no longer reviewable
// says why; otherwise the form: product, service and postage stars, the content, pictures
// uploaded one at a time. Fields are checked with the contract's own rules.
import { useEffect, useRef } from 'react'
import { Button, Form, ImageUploader, Rate, Tag, TextArea } from 'antd-mobile'
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader'
import '../../../ui/antd-setup'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { reviewMachine, type ReviewItem, type ReviewValues } from '../../../../machines/review.machine'
import { ApiError } from '../../../client/api-error'
import { MAX_REVIEW_LENGTH, MAX_REVIEW_PICTURES, orderReview, reviewItem, type ReviewState } from '../../../contract/reviews'
import { upload } from '../../../contract/uploads'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { StarScore } from './star-score'
import { useHttp } from '../../session/use-session'
import { LazyImage } from '../common/lazy-image'
import { formatLocalDate } from '../common/local-date'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { ParagraphSkeleton } from '../common/skeletons'
import { PlainButton } from '../common/text-button'
import { contractRule } from '../../../ui/forms/zod-rule'
import { orderHref, reviewTarget, type ReviewSearch } from './review-search'
import './review-page.css'

const route = getRouteApi('/comment')

const SCORES = [
  ['product_score', 'ui.productScore'],
  ['service_score', 'ui.serviceScore'],
  ['postage_score', 'ui.postageScore'],
] as const

const CLOSED_REASON: Record<Exclude<ReviewState, 'open' | 'reviewed'>, string> = {
  notReceived: 'ui.reviewNotReceivedYet',
  afterSale: 'ui.reviewDuringRefund',
  closed: 'ui.reviewsClosed',
}

export function ReviewPage() {
  // validateSearch (reviewSearch) has parsed it; the route tree does not carry the schema's type.
  const search = route.useSearch() as ReviewSearch
  const { t } = useTranslation()
  const target = reviewTarget(search)
  if (!target) {
    return (
      <Page title={t('route.comment')} className="review-page">
        <Notice kind="empty" title={t('ui.reviewLinkIncomplete')}>
          <GoTo href="/myPurchases">{t('ui.reviewMyOrders')}</GoTo>
        </Notice>
      </Page>
    )
  }
  // Another item (another URL) is another machine.
  return <Review key={`${target.orderId}-${target.productId}`} {...target} />
}

/** A link by href: the order pages are other routes of this app. */
function GoTo({ href, children }: { href: string; children: React.ReactNode }) {
  const navigate = useNavigate()
  return (
    <a
      href={href}
      className="review-link"
      onClick={(event) => {
        event.preventDefault()
        void navigate({ href })
      }}
    >
      {children}
    </a>
  )
}

function Review({ orderId, productId }: { orderId: number; productId: number }) {
  const { t } = useTranslation()
  const http = useHttp()
  const [form] = Form.useForm<ReviewValues>()
  // The uploader waits on the picture the machine is uploading.
  const waitingUploader = useRef<{ resolve(item: ImageUploadItem): void; reject(error: unknown): void } | null>(null)
  const [state, send] = useMachine(
    reviewMachine.provide({
      actors: {
        loadReviewItem: fromPromise(({ input }) =>
          http.call(reviewItem, { query: { order_id: input.orderId, product_id: input.productId } }, { silent: true })),
        uploadPicture: fromPromise(async ({ input }) => {
          const uploader = waitingUploader.current
          waitingUploader.current = null
          try {
            const answer = await http.call(upload, { body: { file: input.file } })
            uploader?.resolve({ url: answer.url })
            return answer
          } catch (error) {
            uploader?.reject(error)
            throw error
          }
        }),
        // Sent once per item by the server's own rule: a retry after a dropped answer must not be refused as a repeat.
        submitReview: fromPromise(({ input }) => http.call(orderReview, { body: input }, { headers: { 'repeat-submit': 'false' } })),
      },
      actions: {
        announceUploaded: () => showSuccess(t('msg.uploadSuccess')),
        announceReviewed: (_, { completed }) => showSuccess(t(completed ? 'ui.reviewCompletedOrder' : 'msg.reviewSaved')),
      },
    }),
  )

  useEffect(() => {
    send({ type: 'OPEN', orderId, productId })
  }, [send, orderId, productId])

  const title = t('route.comment')
  const item = state.context.item
  if (state.matches('opening') || state.matches('loading')) {
    return (
      <Page title={title} className="review-page">
        <ParagraphSkeleton lines={6} />
      </Page>
    )
  }
  if (state.matches('loadFailed') || !item) {
    const error = state.context.loadError
    const refused = error instanceof ApiError && (error.kind === 'business' || error.status === 400)
    return (
      <Page title={title} className="review-page">
        <Notice kind={refused ? 'empty' : 'failed'} title={refused ? error.message : t('ui.loadFailed')}>
          {!refused && <PlainButton onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</PlainButton>}
          <GoTo href="/myPurchases">{t('ui.reviewMyOrders')}</GoTo>
        </Notice>
      </Page>
    )
  }
  if (state.matches('closed')) {
    return (
      <Page title={title} className="review-page">
        <ItemHeader item={item} />
        <Notice kind="empty" title={t(CLOSED_REASON[item.review_state as keyof typeof CLOSED_REASON] ?? 'ui.reviewsClosed')}>
          <GoTo href={orderHref(orderId)}>{t('ui.reviewBackToOrder')}</GoTo>
        </Notice>
      </Page>
    )
  }
  if (state.matches('reviewed')) {
    return (
      <Page title={title} className="review-page">
        <ItemHeader item={item} />
        <GivenReview item={item} />
      </Page>
    )
  }

  const idle = state.matches({ editing: 'idle' })
  const submitting = state.matches('submitting')
  const rule = (field: keyof ReviewValues) => contractRule(orderReview.body, field, () => ({ order_id: orderId, product_id: productId }))
  const uploadFile = (file: File) =>
    new Promise<ImageUploadItem>((resolve, reject) => {
      waitingUploader.current = { resolve, reject }
      send({ type: 'UPLOAD', file })
    })

  return (
    <Page title={title} className="review-page">
      <ItemHeader item={item} />
      {item.review_until && <p className="review-until">{t('ui.reviewUntil', { date: new Date(item.review_until).toLocaleDateString() })}</p>}
      <Form
        form={form}
        mode="card"
        layout="vertical"
        className="review-form"
        initialValues={{ product_score: 5, service_score: 5, postage_score: 5, content: '', pictures: [] }}
        onFinish={(values: ReviewValues) => send({ type: 'SUBMIT', values })}
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting} disabled={!idle} className="review-submit">
            {t('ui.submitReview')}
          </Button>
        }
      >
        {SCORES.map(([field, label]) => (
          <Form.Item key={field} name={field} label={t(label)} rules={[rule(field)]} layout="horizontal" className={`review-score review-${field}`}>
            <StarScore label={t(label)} />
          </Form.Item>
        ))}
        <Form.Item name="content" label={t('ui.reviewContent')} rules={[rule('content')]}>
          <TextArea placeholder={t('ui.reviewContentPlaceholder')} maxLength={MAX_REVIEW_LENGTH} showCount autoSize={{ minRows: 4, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="pictures" label={t('ui.reviewPictures', { count: MAX_REVIEW_PICTURES })} rules={[rule('pictures')]}>
          <PictureField upload={uploadFile} disabled={!idle} />
        </Form.Item>
      </Form>
    </Page>
  )
}

/** The pictures as the contract has them (URLs), shown and chosen with antd-mobile's uploader. */
function PictureField({ value = [], onChange, upload: uploadFile, disabled }: {
  value?: string[]
  onChange?: (urls: string[]) => void
  upload(file: File): Promise<ImageUploadItem>
  disabled: boolean
}) {
  return (
    <ImageUploader
      className="review-pictures-field"
      value={value.map((url) => ({ key: url, url }))}
      onChange={(items) => onChange?.(items.map((item) => item.url))}
      upload={uploadFile}
      accept="image/png,image/jpeg,image/gif,image/webp"
      maxCount={MAX_REVIEW_PICTURES}
      disableUpload={disabled}
      showFailed={false}
    />
  )
}

function ItemHeader({ item }: { item: ReviewItem }) {
  const { t } = useTranslation()
  return (
    <header className="review-item">
      <span className="review-item-image"><LazyImage src={item.item.image} alt="" eager width={64} height={64} /></span>
      <span className="review-item-main">
        <strong className="review-item-title">{item.item.title}</strong>
        {item.item.sku_label && <span className="review-item-sku">{item.item.sku_label} × {item.item.quantity}</span>}
        <span className="review-item-order">{t('ui.orderNumber', { sn: item.order.sn })}</span>
      </span>
    </header>
  )
}

function GivenReview({ item }: { item: ReviewItem }) {
  const { t, i18n } = useTranslation()
  const review = item.review!
  return (
    <section className="review-given" aria-label={t('ui.reviewGiven')}>
      <p className="review-given-head">
        <Tag color="success" fill="outline" className="review-given-tag">{t('ui.reviewGiven')}</Tag>
        <time dateTime={review.created_at}>{formatLocalDate(review.created_at, i18n.language)}</time>
      </p>
      <dl className="review-given-scores">
        {SCORES.map(([field, label]) => (
          <div key={field} className={`review-given-${field}`}>
            <dt>{t(label)}</dt>
            <dd><Rate readOnly value={review[field]} aria-label={t(label)} /></dd>
          </div>
        ))}
      </dl>
      <p className="review-given-content">{review.content}</p>
      {review.pictures.length > 0 && (
        <div className="review-given-pictures">
          {review.pictures.map((url) => <LazyImage key={url} src={url} alt="" width={80} height={80} />)}
        </div>
      )}
      {item.order.status === 4 && <p className="review-given-completed">{t('ui.reviewOrderComplete')}</p>}
      <p className="review-given-links">
        <GoTo href={orderHref(item.order.id)}>{t('ui.reviewBackToOrder')}</GoTo>
        <GoTo href={`/detail/${item.item.product_id}`}>{t('ui.reviewOnProductPage')}</GoTo>
      </p>
    </section>
  )
}
