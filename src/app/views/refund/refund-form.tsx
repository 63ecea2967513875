// The refund form: type, product status, amount, reason, explanation and proof, each checked with the
// contract's own rule; Submit opens the prompt "do you want to confirm applying for a refund".
// What the shopper may choose follows the order: an order not shipped yet can only be refunded
// without a return, and goods go back only once received.
import { Button, Dialog, Form, Input, TextArea } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useEffect } from 'react'
import type { RefundDetail } from '../../../../machines/refund.machine'
import {
  MAX_REFUND_PROOF, MAX_REFUND_TEXT, REFUND_REASONS, refundFormChecked, type ProductStatus, type RefundFormValues, type RefundReason, type RefundType,
} from '../../../contract/refunds'
import { centsOf } from '../../../contract/money'
import { useTranslation } from 'react-i18next'
import { useFormatMoney } from '../../../ui/format/money'
import { contractRule } from '../../../ui/forms/zod-rule'
import { ChoiceChips } from '../../../ui/forms/choice-chips'
import { PictureField } from '../../../ui/forms/picture-field'
import { amountExample, amountTypedIn } from '../../../ui/format/amount-typed'
import { useBaseCurrency } from '../../../ui/format/base-currency'

const REASON_LABEL: Record<RefundReason, string> = {
  notAsDescribed: 'ui.refundReasonNotAsDescribed',
  damaged: 'ui.refundReasonDamaged',
  wrongItem: 'ui.refundReasonWrongItem',
  missingParts: 'ui.refundReasonMissingParts',
  notDelivered: 'ui.refundReasonNotDelivered',
  noLongerNeeded: 'ui.refundReasonNoLongerNeeded',
  other: 'ui.refundReasonOther',
}

/** The amount to start with: the route's (what the order page says was paid), at most what the server says may come back. */
function firstAmount(routeAmount: string | null, refundable: string): string {
  if (!routeAmount || !/^\d{1,13}\.\d{2}$/.test(routeAmount)) return refundable
  return centsOf(routeAmount) < centsOf(refundable) ? routeAmount : refundable
}

export interface RefundFormProps {
  detail: RefundDetail
  routeAmount: string | null
  /** The values sent last (kept after a refusal or a Cancel). */
  values: RefundFormValues | null
  uploading: boolean
  confirming: boolean
  submitting: boolean
  upload(file: File): Promise<{ url: string }>
  onSubmit(values: RefundFormValues): void
  onConfirm(): void
  onCancel(): void
}

export function RefundForm({ detail, routeAmount, values, uploading, confirming, submitting, upload, onSubmit, onConfirm, onCancel }: RefundFormProps) {
  const { t, i18n } = useTranslation()
  const money = useFormatMoney()
  const baseCurrency = useBaseCurrency()
  const [form] = Form.useForm<RefundFormValues>()
  const notShipped = !detail.goods_sent
  const type = Form.useWatch('type', form) as RefundType | undefined

  // Goods go back only once received: choosing a return says they were.
  useEffect(() => {
    if (type === 'return') form.setFieldValue('product_status', 'received')
  }, [type, form])

  const rule = (field: keyof RefundFormValues) => contractRule(refundFormChecked, field)
  const initialValues: Partial<RefundFormValues> = values ?? {
    type: 'refund',
    amount: firstAmount(routeAmount, detail.refundable),
    ...(notShipped ? { product_status: 'not_received' as ProductStatus } : {}),
    proof: [],
  }
  const busy = uploading || submitting || confirming

  return (
    <>
      <Form
        form={form}
        mode="card"
        layout="vertical"
        className="refund-form"
        initialValues={initialValues}
        onFinish={(finished: RefundFormValues) => onSubmit(finished)}
        footer={
          <Button block type="submit" color="primary" size="large" className="refund-submit" loading={submitting} disabled={busy}>
            {t('ui.submitRefund')}
          </Button>
        }
      >
        <Form.Item name="type" label={t('ui.refundType')} rules={[rule('type')]}>
          <ChoiceChips<RefundType>
            label={t('ui.refundType')}
            columns={2}
            // Before shipping there are no goods to keep or send back: only the money back is offered.
            options={notShipped
              ? [{ label: t('storefront.refundBeforeShipping'), value: 'refund' }]
              : [
                  { label: t('ui.refundTypeRefund'), value: 'refund' },
                  { label: t('ui.refundTypeReturn'), value: 'return' },
                ]}
          />
        </Form.Item>
        <Form.Item name="product_status" label={t('ui.productStatus')} rules={[rule('product_status')]}>
          <ChoiceChips<ProductStatus>
            label={t('ui.productStatus')}
            columns={2}
            options={[
              { label: t('ui.productReceived'), value: 'received', disabled: notShipped },
              { label: t('ui.productNotReceived'), value: 'not_received', disabled: type === 'return' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('ui.refundAmount')}
          rules={[rule('amount')]}
          normalize={amountTypedIn(i18n.language)}
          description={t('ui.refundAmountHint', { max: money(detail.refundable) })}
        >
          <Input className="refund-amount" inputMode="decimal" placeholder={amountExample(baseCurrency, i18n.language)} clearable />
        </Form.Item>
        <Form.Item name="reason" label={t('ui.refundReason')} rules={[rule('reason')]}>
          <ChoiceChips<RefundReason>
            label={t('ui.refundReason')}
            options={REFUND_REASONS.map((reason) => ({ label: t(REASON_LABEL[reason]), value: reason }))}
          />
        </Form.Item>
        <Form.Item name="explanation" label={t('ui.refundExplanation')} rules={[rule('explanation')]}>
          <TextArea placeholder={t('ui.refundExplanationPlaceholder')} maxLength={MAX_REFUND_TEXT} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="proof" label={t('ui.refundProof')} rules={[rule('proof')]} description={t('ui.refundProofHint')}>
          <PictureField label={t('ui.refundProof')} className="refund-proof" maxCount={MAX_REFUND_PROOF} upload={upload} busy={busy} />
        </Form.Item>
      </Form>
      <Dialog
        visible={confirming}
        content={t('ui.refundConfirm')}
        closeOnAction={false}
        destroyOnClose
        onClose={onCancel}
        actions={[[
          { key: 'cancel', text: t('ui.cancel'), onClick: onCancel },
          { key: 'confirm', text: t('ui.confirm'), bold: true, onClick: onConfirm },
        ]]}
      />
    </>
  )
}

export const reasonLabel = (reason: RefundReason) => REASON_LABEL[reason]
