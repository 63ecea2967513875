// The application form of /partnership: shop name, logo, category, contact and description, each
// field checked with the contract's own rule, so the form refuses in the server's words. What the
// server refused last is said above the Submit button until the next try.
import { Button, Form, Input, TextArea } from 'antd-mobile'
import '../../../ui/antd-setup'
import {
  applicationForm, MAX_SHOP_CONTACT, MAX_SHOP_DESCRIPTION, MAX_SHOP_NAME, type ApplicationFormValues,
} from '../../../contract/merchant-applications'
import type { Category } from '../../../contract/catalogue'
import { useTranslation } from 'react-i18next'
import { ChoiceChips } from '../../../ui/forms/choice-chips'
import { SinglePictureField } from '../../../ui/forms/picture-field'
import { contractRule } from '../../../ui/forms/zod-rule'

/** The categories as chips; the field holds a category's id. */
function CategoryChips({ value, onChange, categories, label }: { value?: number; onChange?(id: number): void; categories: Category[]; label: string }) {
  const { t } = useTranslation()
  return (
    <ChoiceChips<string>
      label={label}
      columns={2}
      value={value === undefined ? undefined : String(value)}
      onChange={(id) => onChange?.(Number(id))}
      options={categories.map((category) => ({ label: t(`category.${category.key}`), value: String(category.id) }))}
    />
  )
}

export function ApplicationForm({ values, categories, refusal, idle, submitting, upload, onSubmit }: {
  /** What was sent last, or the refused application's fields: the form starts with them. */
  values: ApplicationFormValues | null
  categories: Category[]
  /** The server's words for the last refusal, while the form shows it. */
  refusal: string | null
  /** The form takes a logo or a submit now (nothing uploading, nothing being sent). */
  idle: boolean
  submitting: boolean
  upload(file: File): Promise<{ url: string }>
  onSubmit(values: ApplicationFormValues): void
}) {
  const { t } = useTranslation()
  const [form] = Form.useForm<ApplicationFormValues>()
  const rule = (field: keyof ApplicationFormValues) => contractRule(applicationForm, field)

  return (
    <>
      <p className="partnership-intro">{t('ui.partnershipIntro')}</p>
      <Form
        form={form}
        mode="card"
        layout="vertical"
        className="partnership-form"
        initialValues={values ?? {}}
        // The rules passed: parsing gives the values as the server reads them (trimmed).
        onFinish={(finished: ApplicationFormValues) => onSubmit(applicationForm.parse(finished))}
        footer={
          <>
            {/* Beside the button just tapped, where the shopper looks. */}
            {refusal && (
              <p className="partnership-refusal" role="alert">
                {refusal}
              </p>
            )}
            <Button block type="submit" color="primary" size="large" className="partnership-submit" loading={submitting} disabled={!idle}>
              {t('ui.applySubmit')}
            </Button>
          </>
        }
      >
        <Form.Item name="shop_name" label={t('ui.shopName')} rules={[rule('shop_name')]}>
          <Input className="partnership-shop-name" placeholder={t('ui.shopNamePlaceholder')} maxLength={MAX_SHOP_NAME} clearable />
        </Form.Item>
        <Form.Item name="logo" label={t('ui.shopLogo')} rules={[rule('logo')]} description={t('ui.shopLogoHint')}>
          <SinglePictureField label={t('ui.shopLogo')} className="partnership-logo" upload={upload} busy={!idle} showFailed={false} />
        </Form.Item>
        <Form.Item name="category_id" label={t('ui.shopCategory')} rules={[rule('category_id')]}>
          <CategoryChips categories={categories} label={t('ui.shopCategory')} />
        </Form.Item>
        <Form.Item name="contact" label={t('ui.shopContact')} rules={[rule('contact')]}>
          <Input className="partnership-contact" placeholder={t('ui.shopContactPlaceholder')} maxLength={MAX_SHOP_CONTACT} clearable />
        </Form.Item>
        <Form.Item name="description" label={t('ui.shopDescription')} rules={[rule('description')]}>
          <TextArea
            className="partnership-description"
            placeholder={t('ui.shopDescriptionPlaceholder')}
            maxLength={MAX_SHOP_DESCRIPTION}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </>
  )
}
