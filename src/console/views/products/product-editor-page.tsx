// The product editor: title and description in each language (English required, the tabs say
// which are written), pictures, category, what the options differ in, and the options with price
// and stock. Saving is the submission machine's round trip; saved, the list shows the product.
//
// Stock is sent with the number the editor showed (`stock_was`): the server moves it by the
// difference, so an order placed meanwhile keeps its units. When orders took more than the merchant
// is taking away, the refusal names what is left and the row is based on that number from then on.
// When no answer comes back the save may have happened: sending the same difference again could
// count it twice, so the product is read again as it is and the merchant starts from there.
import { useState } from 'react'
import { Button, Dialog, Form, Input, TextArea } from 'antd-mobile'
import '../../../ui/antd-setup'
import { useMatch, useRouter } from '@tanstack/react-router'
import { ApiError } from '../../../client/api-error'
import { LANGUAGE_FILES, type LanguageFile } from '../../../contract/fields'
import {
  MAX_PRODUCT_DESCRIPTION,
  MAX_PRODUCT_TITLE,
  merchantProductSave,
  type MerchantProduct,
} from '../../../contract/merchant-products'
import { SPEC_NAME_KEYS, specName } from '../../../contract/spec-names'
import { upload } from '../../../contract/uploads'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '../../../ui/i18n'
import { catalogueReference } from '../../../ui/reference/catalogue-reference'
import { ChoiceChips } from '../../../ui/forms/choice-chips'
import { useSubmission } from '../../../ui/forms/use-submission'
import { LANGUAGE_NAMES } from '../../../ui/language-names'
import { useConsole } from '../../session/use-console'
import { ConsoleLink, useConsoleNavigate } from '../common/console-link'
import { LanguageTabs } from './language-tabs'
import { bodyOf, fieldRule, valuesOf, type EditorValues, type SkuValues } from './product-form'
import { ProductPicturesField } from './product-pictures-field'
import { SkuRows } from './sku-rows'
import './products.css'

/** Failures after which nobody knows whether the server saved. */
const UNANSWERED = new Set(['timeout', 'network', 'status'])

export function ProductEditorPage() {
  const { t } = useTranslation()
  const product = useMatch({ strict: false, select: (match) => match.loaderData }) as unknown as MerchantProduct | null
  const router = useRouter()
  const navigate = useConsoleNavigate()
  const readAgain = async () => {
    await Dialog.alert({ content: t('console.productSaveUnanswered'), confirmText: t('ui.confirm') })
    // A new product may exist now: the list says whether it does.
    if (!product) return void navigate('/products', { replace: true })
    await router.invalidate()
  }
  // Each reading of the product is a new form: its values, stock included, are what the server has.
  return <ProductEditor key={`${product?.id ?? 'new'}:${readingOf(product)}`} product={product} onUnanswered={readAgain} />
}

const readings = new WeakMap<object, number>()
let lastReading = 0
/** A number per answer of the loader: the same object keeps its number, a new reading gets the next. */
function readingOf(product: MerchantProduct | null): number {
  if (!product) return 0
  const known = readings.get(product)
  if (known !== undefined) return known
  readings.set(product, ++lastReading)
  return lastReading
}

function ProductEditor({ product, onUnanswered }: { product: MerchantProduct | null; onUnanswered(): void }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const navigate = useConsoleNavigate()
  const categories = catalogueReference(http).categories.use()
  const [form] = Form.useForm<EditorValues>()
  const [lang, setLang] = useState<LanguageFile>('en')
  const [uploading, setUploading] = useState(false)

  /** Orders took more than the form knew: that SKU's difference is counted from what is left now. */
  const rebase = (skuId: number, stock: number) => {
    const skus = form.getFieldValue('skus') as SkuValues[]
    form.setFieldValue('skus', skus.map((sku) => (sku.id === skuId ? { ...sku, stock_was: stock } : sku)))
  }
  const { submitting, submit, edit } = useSubmission(
    async (values: EditorValues) => {
      try {
        return await http.call(merchantProductSave, { body: bodyOf(values, product?.id ?? null) })
      } catch (error) {
        if (error instanceof ApiError) {
          const refusal = error.data as { reason?: string; sku_id?: number; stock?: number } | null
          if (refusal?.reason === 'stockChanged' && refusal.sku_id !== undefined) rebase(refusal.sku_id, refusal.stock ?? 0)
          if (UNANSWERED.has(error.kind)) onUnanswered()
        }
        throw error
      }
    },
    () => {
      showSuccess(t('msg.productSaved'))
      void navigate('/products', { replace: true })
    },
  )
  const busy = submitting || uploading
  const showLanguageOf = (name: Array<string | number> | undefined) => {
    const language = name?.find((part): part is LanguageFile => LANGUAGE_FILES.includes(part as LanguageFile))
    if (language) setLang(language)
  }

  return (
    <Form
      form={form}
      name="product-editor"
      layout="vertical"
      mode="card"
      className="product-editor"
      initialValues={valuesOf(product)}
      onValuesChange={edit}
      onFinish={(values: EditorValues) => submit(values)}
      // A text refused in a language not shown: its tab is opened so the message is seen.
      onFinishFailed={({ errorFields }) => showLanguageOf(errorFields[0]?.name)}
      footer={
        <div className="product-editor-buttons">
          <Button type="submit" color="primary" className="product-save" loading={submitting} disabled={busy}>
            {t('console.productSave')}
          </Button>
          <ConsoleLink to="/products" className="adm-button adm-button-default product-cancel">{t('ui.cancel')}</ConsoleLink>
        </div>
      }
    >
      <Form.Header>
        {product ? t('console.productEditing', { title: product.title[currentLanguage()] || product.title.en }) : t('console.productNew')}
        {product?.hidden && <span className="console-status product-status-hidden">{t('console.productTabHidden')}</span>}
      </Form.Header>
      <LanguageTabs form={form} active={lang} onChange={setLang} />
      {LANGUAGE_FILES.map((language) => (
        <Form.Item
          key={`title-${language}`}
          name={['title', language]}
          label={t('console.productTitleIn', { language: LANGUAGE_NAMES[language] })}
          hidden={language !== lang}
          rules={[fieldRule(['title', language])]}
        >
          <Input className={`product-title product-title-${language}`} maxLength={MAX_PRODUCT_TITLE} autoComplete="off" />
        </Form.Item>
      ))}
      {LANGUAGE_FILES.map((language) => (
        <Form.Item
          key={`description-${language}`}
          name={['description', language]}
          label={t('console.productDescriptionIn', { language: LANGUAGE_NAMES[language] })}
          hidden={language !== lang}
          rules={[fieldRule(['description', language])]}
        >
          <TextArea
            className={`product-description product-description-${language}`}
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={MAX_PRODUCT_DESCRIPTION}
            showCount
          />
        </Form.Item>
      ))}

      <Form.Header>{t('console.productPictures')}</Form.Header>
      <Form.Item name="images" description={t('console.productPicturesHint')} rules={[fieldRule(['images'])]}>
        <ProductPicturesField
          label={t('console.productPictures')}
          upload={(file) => http.call(upload, { body: { file } })}
          busy={submitting}
          onUploading={setUploading}
        />
      </Form.Item>

      <Form.Header>{t('console.productKind')}</Form.Header>
      <Form.Item
        name="category_id"
        label={t('console.productCategory')}
        rules={[fieldRule(['category_id'])]}
        getValueProps={(value: number | undefined) => ({ value: value === undefined ? undefined : String(value) })}
        normalize={(value: string) => Number(value)}
      >
        <ChoiceChips
          label={t('console.productCategory')}
          options={categories.map((category) => ({ value: String(category.id), label: t(`category.${category.key}`) }))}
        />
      </Form.Item>
      <Form.Item name="spec_name" label={t('console.productSpecName')} description={t('console.productSpecNameHint')} rules={[fieldRule(['spec_name'])]}>
        <ChoiceChips
          label={t('console.productSpecName')}
          options={SPEC_NAME_KEYS.map((key) => ({ value: key, label: specName(key, currentLanguage()) }))}
        />
      </Form.Item>

      <Form.Header>{t('console.productSkus')}</Form.Header>
      <p className="console-muted product-skus-hint">{t('console.productSkusHint')}</p>
      <SkuRows form={form} lang={lang} busy={submitting} />
    </Form>
  )
}
