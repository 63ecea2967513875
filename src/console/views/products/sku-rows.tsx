// The product's SKUs as rows of the form: a name in the language being written (English required),
// the merchant's own code (unique within the shop), a price in the base currency and the stock left to sell. A row can be added (up to 20) or removed
// (not the last one, and not one the server says was ordered: its stock can go to 0 instead).
import { Button, Form, Input } from 'antd-mobile'
import '../../../ui/antd-setup'
import { LANGUAGE_FILES, type LanguageFile, amountAsTyped } from '../../../contract/fields'
import { MAX_PRODUCT_SKUS, MAX_SKU_CODE, MAX_SKU_LABEL } from '../../../contract/merchant-products'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES } from '../../../ui/language-names'
import { emptySku, fieldRule, type EditorForm, type SkuValues } from './product-form'

export function SkuRows({ form, lang, busy }: { form: EditorForm; lang: LanguageFile; busy: boolean }) {
  const { t } = useTranslation()
  const skus = (Form.useWatch('skus', form) ?? []) as Array<SkuValues | undefined>
  return (
    <Form.Array
      name="skus"
      renderHeader={({ index }, { remove }) => (
        <div className="sku-head">
          <span className="sku-number">{t('console.skuNumber', { n: index + 1 })}</span>
          {skus[index]?.removable === false ? (
            <span className="console-muted sku-ordered">{t('console.skuOrdered')}</span>
          ) : (
            <Button size="mini" fill="none" className="sku-remove" disabled={busy || skus.length <= 1} onClick={() => remove(index)}>
              {t('console.skuRemove')}
            </Button>
          )}
        </div>
      )}
      renderAdd={skus.length < MAX_PRODUCT_SKUS ? () => <span className="sku-add">{t('console.skuAdd')}</span> : undefined}
      onAdd={({ add }) => add(emptySku())}
    >
      {(fields) =>
        fields.map(({ index }) => (
          <div className="sku-row" data-sku={index}>
            {LANGUAGE_FILES.map((language) => (
              <Form.Item
                key={language}
                name={[index, 'label', language]}
                label={t('console.skuLabelIn', { language: LANGUAGE_NAMES[language] })}
                hidden={language !== lang}
                rules={[fieldRule(['skus', index, 'label', language])]}
              >
                <Input className={`sku-label sku-label-${language}`} maxLength={MAX_SKU_LABEL} autoComplete="off" />
              </Form.Item>
            ))}
            <Form.Item name={[index, 'code']} label={t('console.productsBulk.skuCode')} rules={[fieldRule(['skus', index, 'code'])]}>
              <Input className="sku-code" maxLength={MAX_SKU_CODE} autoComplete="off" placeholder={t('console.productsBulk.skuCodeHint')} />
            </Form.Item>
            <Form.Item name={[index, 'price']} label={t('console.skuPrice')} rules={[fieldRule(['skus', index, 'price'])]} normalize={amountAsTyped}>
              <Input className="sku-price" inputMode="decimal" autoComplete="off" />
            </Form.Item>
            <Form.Item
              name={[index, 'stock']}
              label={t('console.skuStock')}
              rules={[fieldRule(['skus', index, 'stock'])]}
              description={skus[index]?.stock_was === undefined ? undefined : t('console.skuStockWas', { n: skus[index]!.stock_was })}
            >
              <Input className="sku-stock" inputMode="numeric" autoComplete="off" />
            </Form.Item>
          </div>
        ))
      }
    </Form.Array>
  )
}
