// The shop's profile as a form: name, logo (a picture uploaded here), category, contact, time zone,
// the low-stock threshold (an option with that many units or fewer is flagged), and the description in each of the six languages (English required: every other falls back to
// it). Each field is checked with the contract's words; the round trip is the submission machine's.
import { Button, Form, Input, TextArea } from 'antd-mobile'
import '../../../ui/antd-setup'
import type { FormInstance } from 'antd-mobile/es/components/form'
import { LANGUAGE_FILES, wholeNumberOf, type LanguageFile } from '../../../contract/fields'
import { lowStockThreshold, merchantShopUpdate, shopProfileForm, type MerchantShopView, type ShopProfileValues } from '../../../contract/merchant-shop'
import { MAX_SHOP_DESCRIPTION } from '../../../contract/merchant-applications'
import { upload } from '../../../contract/uploads'
import { showSuccess } from '../../../ui/feedback'
import { useTranslation } from 'react-i18next'
import { t as translate } from '../../../ui/i18n'
import { catalogueReference } from '../../../ui/reference/catalogue-reference'
import { SinglePictureField } from '../../../ui/forms/picture-field'
import { useSubmission } from '../../../ui/forms/use-submission'
import { contractRule } from '../../../ui/forms/zod-rule'
import { LANGUAGE_NAMES } from '../../../ui/language-names'
import { useConsole } from '../../session/use-console'
import { TimeZoneSelect } from './time-zone-select'

type FormValues = Omit<ShopProfileValues, 'logo' | 'category_id' | 'low_stock_threshold'> & { logo: string; category_id?: number; low_stock_threshold: string }

/** The description of one language, checked like the whole form (contractRule looks at top-level fields only). */
function descriptionRule(lang: LanguageFile) {
  return (form: Pick<FormInstance, 'getFieldsValue'>) => ({
    validator: async () => {
      const result = shopProfileForm.safeParse(form.getFieldsValue(true))
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'description' && (i.path[1] === lang || i.path.length === 1))
      if (issue) throw new Error(translate(issue.message))
    },
  })
}

/** The threshold as typed, checked with the contract's words (the form holds the text, the call a number). */
async function thresholdCheck(typed: string): Promise<void> {
  const result = lowStockThreshold.safeParse(wholeNumberOf(typed))
  if (!result.success) throw new Error(translate(result.error.issues[0]!.message))
}

export function ShopProfileForm({ shop, onSaved, onCancel }: { shop: MerchantShopView; onSaved(saved: MerchantShopView): void; onCancel(): void }) {
  const { t } = useTranslation()
  const { http } = useConsole()
  const categories = catalogueReference(http).categories.use()
  const [form] = Form.useForm<FormValues>()
  const { submitting, submit, edit } = useSubmission(
    (values: ShopProfileValues) => http.call(merchantShopUpdate, { body: values }),
    (saved: MerchantShopView) => {
      showSuccess(t('msg.saveSuccess'))
      onSaved(saved)
    },
  )
  // The logo is sent only when a new one was uploaded: the current one may be a drawing of the catalogue.
  const valuesOf = (values: FormValues) => ({
    ...values,
    logo: values.logo && values.logo !== shop.logo ? values.logo : undefined,
    low_stock_threshold: wholeNumberOf(values.low_stock_threshold),
  })
  const rule = (field: keyof ShopProfileValues) => [contractRule(shopProfileForm, field)]
  const initialValues: Partial<FormValues> = {
    name: shop.name,
    logo: shop.logo,
    category_id: shop.category_id ?? undefined,
    contact: shop.contact,
    time_zone: shop.time_zone,
    low_stock_threshold: String(shop.low_stock_threshold),
    description: Object.fromEntries(LANGUAGE_FILES.map((lang) => [lang, shop.description[lang] ?? ''])) as FormValues['description'],
  }

  return (
    <Form
      form={form}
      name="shop-profile"
      layout="vertical"
      mode="card"
      className="console-shop-form"
      initialValues={initialValues}
      onValuesChange={edit}
      onFinish={(values: FormValues) => {
        const checked = shopProfileForm.safeParse(valuesOf(values))
        if (checked.success) submit(checked.data)
      }}
      footer={
        <div className="console-form-buttons">
          <Button type="submit" color="primary" className="console-shop-save" loading={submitting} disabled={submitting}>{t('ui.save')}</Button>
          <Button className="console-shop-cancel" onClick={onCancel} disabled={submitting}>{t('ui.cancel')}</Button>
        </div>
      }
    >
      <Form.Header>{t('console.shopEdit')}</Form.Header>
      <Form.Item name="name" label={t('console.shopName')} rules={rule('name')}>
        <Input className="console-shop-name-input" autoComplete="organization" />
      </Form.Item>
      <Form.Item name="logo" label={t('console.shopLogo')} description={t('console.shopLogoHelp')}>
        <SinglePictureField
          label={t('console.shopLogo')}
          className="console-shop-logo-field"
          upload={(file) => http.call(upload, { body: { file } })}
          busy={submitting}
          showFailed={false}
        />
      </Form.Item>
      <Form.Item name="category_id" label={t('console.shopCategory')} rules={rule('category_id')}>
        <CategorySelect label={t('console.shopCategory')} options={categories.map((c) => ({ value: c.id, text: t(`category.${c.key}`) }))} />
      </Form.Item>
      <Form.Item name="contact" label={t('console.shopContact')} rules={rule('contact')} description={t('console.shopContactHelp')}>
        <Input className="console-shop-contact" autoComplete="off" />
      </Form.Item>
      <Form.Item name="time_zone" label={t('console.shopTimeZone')} rules={rule('time_zone')} description={t('console.shopTimeZoneHelp')}>
        <TimeZoneSelect label={t('console.shopTimeZone')} />
      </Form.Item>
      <Form.Item
        name="low_stock_threshold"
        label={t('console.productsBulk.lowStockThreshold')}
        rules={[{ validator: async (_rule: unknown, typed: string) => thresholdCheck(typed) }]}
        description={t('console.productsBulk.lowStockThresholdHelp')}
      >
        <Input className="console-shop-low-stock-input" inputMode="numeric" autoComplete="off" />
      </Form.Item>
      {LANGUAGE_FILES.map((lang) => (
        <Form.Item
          key={lang}
          name={['description', lang]}
          label={t('console.shopDescriptionIn', { language: LANGUAGE_NAMES[lang] })}
          rules={[descriptionRule(lang)]}
          description={lang === 'en' ? t('console.shopDescriptionEnglish') : undefined}
        >
          <TextArea
            className={`console-shop-description-field console-shop-description-${lang}`}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={MAX_SHOP_DESCRIPTION}
            showCount
          />
        </Form.Item>
      ))}
    </Form>
  )
}

function CategorySelect({ value, onChange, options, label }: { value?: number; onChange?(id: number): void; options: Array<{ value: number; text: string }>; label: string }) {
  const { t } = useTranslation()
  return (
    <select className="console-select console-shop-category" aria-label={label} value={value ?? ''} onChange={(event) => onChange?.(Number(event.target.value))}>
      <option value="" disabled>{t('console.shopChooseCategory')}</option>
      {options.map((option) => <option key={option.value} value={option.value}>{option.text}</option>)}
    </select>
  )
}
