// /partnership: a shopper applies to open a shop and follows the application. The
// merchantApplication machine reads the latest application, then shows the form, or the
// application waiting, approved or refused.
import { useTranslation } from 'react-i18next'
import { catalogueReference } from '../../../ui/reference/catalogue-reference'
import { Notice } from '../common/notice'
import { Page } from '../common/page'
import { ParagraphSkeleton } from '../common/skeletons'
import { PlainButton } from '../common/text-button'
import { useHttp } from '../../session/use-session'
import { ApplicationForm } from './application-form'
import { ApplicationStatus } from './application-status'
import { useMerchantApplication } from './use-merchant-application'
import './partnership-page.css'

export function PartnershipPage() {
  const { t } = useTranslation()
  const http = useHttp()
  const categories = catalogueReference(http).categories.use()
  const { state, send, uploadLogo } = useMerchantApplication()
  const { application, values, refusal } = state.context
  const title = t('route.partnership')

  let body
  if (state.matches('loading')) {
    body = <ParagraphSkeleton lines={8} />
  } else if (state.matches('loadFailed')) {
    body = (
      <Notice kind="failed" title={t('ui.loadFailed')}>
        <PlainButton onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</PlainButton>
      </Notice>
    )
  } else if (state.matches('waiting') || state.matches('approved') || state.matches('refused')) {
    body = (
      <ApplicationStatus
        application={application!}
        onRefresh={state.can({ type: 'REFRESH' }) ? () => send({ type: 'REFRESH' }) : undefined}
        onApplyAgain={state.can({ type: 'APPLY_AGAIN' }) ? () => send({ type: 'APPLY_AGAIN' }) : undefined}
      />
    )
  } else {
    // The form, and while it is being sent.
    body = (
      <ApplicationForm
        values={values}
        categories={categories}
        refusal={state.matches({ form: 'refusedByServer' }) ? refusal : null}
        idle={state.matches({ form: 'idle' }) || state.matches({ form: 'refusedByServer' })}
        submitting={state.matches('submitting')}
        upload={uploadLogo}
        onSubmit={(finished) => send({ type: 'SUBMIT', values: finished })}
      />
    )
  }
  return (
    <Page title={title} className="partnership-page">
      {body}
    </Page>
  )
}
