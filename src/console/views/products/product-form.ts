// The product editor's form values, how they become the save call's body, and each field's rule
// from the contract's own schema, so the form refuses in the same words as the server.
import type { Form } from 'antd-mobile'
import type { FormInstance } from 'antd-mobile/es/components/form'
import { LANGUAGE_FILES, type LanguageFile } from '../../../contract/fields'
import { wholeNumberOf } from '../../../contract/fields'
import { productSaveBody, type MerchantProduct, type ProductSaveBody } from '../../../contract/merchant-products'
import { t } from '../../../ui/i18n'
// Sets zod's English words for issues without a msg key of their own, as the storefront's forms do.
import '../../../ui/forms/zod-rule'

export type Texts = Record<LanguageFile, string>

export interface SkuValues {
  id?: number
  label: Texts
  price: string
  stock: string
  /** The stock the editor showed for an existing SKU: the server moves the stock by the difference. */
  stock_was?: number
  /** The merchant's own code for the option; empty for none. */
  code: string
  /** The server's answer: not once an order named it. */
  removable: boolean
}

export interface EditorValues extends Record<string, unknown> {
  title: Texts
  description: Texts
  category_id?: number
  spec_name?: string
  images: string[]
  skus: SkuValues[]
}

const textsOf = (text: Partial<Texts> = {}): Texts => Object.fromEntries(LANGUAGE_FILES.map((lang) => [lang, text[lang] ?? ''])) as Texts

export const emptySku = (): SkuValues => ({ label: textsOf(), price: '', stock: '', code: '', removable: true })

export function valuesOf(product: MerchantProduct | null): EditorValues {
  if (!product) return { title: textsOf(), description: textsOf(), images: [], skus: [emptySku()] }
  return {
    title: textsOf(product.title),
    description: textsOf(product.description),
    category_id: product.category_id,
    spec_name: product.spec_name,
    images: product.images,
    skus: product.skus.map((sku) => ({
      id: sku.id,
      label: textsOf(sku.label),
      price: sku.price,
      stock: String(sku.stock),
      stock_was: sku.stock,
      code: sku.code,
      removable: sku.removable,
    })),
  }
}

export function bodyOf(values: EditorValues, id: number | null): ProductSaveBody {
  return {
    id: id ?? undefined,
    title: values.title,
    description: values.description,
    // None chosen yet: NaN, which the schema refuses with "choose a category".
    category_id: values.category_id ?? Number.NaN,
    spec_name: values.spec_name as ProductSaveBody['spec_name'],
    images: values.images ?? [],
    skus: (values.skus ?? []).map(({ removable: _removable, stock, code, ...sku }) => ({ ...sku, code: code ?? '', stock: wholeNumberOf(stock) })),
  }
}

/** The editor's form, as `Form.useForm` gives it. */
export type EditorForm = ReturnType<typeof Form.useForm<EditorValues>>[0]

/** Whether an issue's path is the field's or lies under it. */
const under = (path: PropertyKey[], field: PropertyKey[]) => field.every((part, i) => path[i] === part)

/**
 * The rule of one field (`['title', 'vi']`, `['skus', 2, 'price']`): the whole form is checked
 * against the call's schema and the first issue on that field (or under it) is said in the
 * reader's language; `exact` takes only the field's own issues (the SKU list's, not a row's).
 */
export function fieldRule(field: PropertyKey[], exact = false) {
  return (form: Pick<FormInstance, 'getFieldsValue'>) => ({
    validator: async () => {
      const result = productSaveBody.safeParse(bodyOf(form.getFieldsValue(true) as EditorValues, null))
      const issue = result.success ? undefined : result.error.issues.find((i) => under(i.path, field) && (!exact || i.path.length === field.length))
      if (issue) throw new Error(t(issue.message))
    },
  })
}

/** How much of a language is written: every text of the product, some, or none. */
export type Written = 'all' | 'some' | 'none'

export function writtenIn(lang: LanguageFile, values: Partial<EditorValues>): Written {
  const texts = [values.title?.[lang], values.description?.[lang], ...(values.skus ?? []).map((sku) => sku?.label?.[lang])]
  const filled = texts.filter((text) => (text ?? '').trim() !== '').length
  return filled === 0 ? 'none' : filled === texts.length ? 'all' : 'some'
}
