// What buyers said about a product: the average scores, the newest reviews, and all of them paged.
import { useState } from 'react'
import { Button, Popup, Rate } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useTranslation } from 'react-i18next'
import { productEvaluations, type Evaluation, type ProductDetail } from '../../../contract/catalogue'
import { useHttp } from '../../session/use-session'
import { FirstPage } from '../common/first-page'
import { LazyImage } from '../common/lazy-image'
import { thumbnailUrl } from '../../../contract/uploads'
import { formatLocalDate } from '../common/local-date'
import { PagedList } from '../common/paged-list'

function Review({ review }: { review: Evaluation }) {
  const { i18n } = useTranslation()
  return (
    <article className="review">
      <header className="review-head">
        <strong>{review.user_name}</strong>
        <Rate readOnly value={review.product_score} className="review-stars" />
        <time dateTime={review.created_at}>{formatLocalDate(review.created_at, i18n.language)}</time>
      </header>
      <p className="review-text">{review.content}</p>
      {review.sku_label && <p className="muted">{review.sku_label}</p>}
      {review.pictures.length > 0 && (
        <div className="review-pictures">
          {review.pictures.map((url) => <LazyImage key={url} src={thumbnailUrl(url)} alt="" width={72} height={72} />)}
        </div>
      )}
    </article>
  )
}

export function Evaluations({ product }: { product: ProductDetail }) {
  const { t } = useTranslation()
  const http = useHttp()
  const [all, setAll] = useState(false)
  const fetchPage = (page: { page: number; limit: number }) => http.call(productEvaluations, { query: { ...page, product_id: product.id } })
  const { rating } = product
  return (
    <section className="detail-block evaluations" aria-labelledby="evaluations-title">
      <h2 id="evaluations-title" className="section-title">
        {t('ui.evaluations', { count: rating.count })}
        {rating.count > 0 && <Button fill="none" size="mini" onClick={() => setAll(true)}>{t('ui.seeAll')}</Button>}
      </h2>
      {rating.count > 0 && (
        <dl className="rating-summary">
          <div><dt>{t('ui.productScore')}</dt><dd>{rating.product}</dd></div>
          <div><dt>{t('ui.serviceScore')}</dt><dd>{rating.service}</dd></div>
          <div><dt>{t('ui.postageScore')}</dt><dd>{rating.postage}</dd></div>
        </dl>
      )}
      {rating.count === 0 ? (
        <p className="muted">{t('ui.noEvaluations')}</p>
      ) : (
        <FirstPage<Evaluation> limit={2} fetchPage={fetchPage} render={(items) => items.map((review) => <Review key={review.id} review={review} />)} />
      )}
      <Popup visible={all} onMaskClick={() => setAll(false)} bodyClassName="evaluations-sheet" destroyOnClose showCloseButton onClose={() => setAll(false)}>
        <h2 className="section-title">{t('ui.evaluations', { count: rating.count })}</h2>
        <PagedList<Evaluation> fetchPage={fetchPage} itemKey={(review) => review.id} renderItem={(review) => <Review review={review} />} />
      </Popup>
    </section>
  )
}
