// Form-field rules from the contract's schemas, so a form refuses with the same localized words as
// the server would (docs/product/rules.md#validation-messages), cross-field checks (passwords
// match) included.
import * as z from 'zod/mini'
import type { FormInstance } from 'antd-mobile/es/components/form'
import { t } from '../i18n'

// zod/mini loads no locale: without this an issue with no msg key of its own (a field left
// undefined) would read "Invalid input" instead of zod's English sentence, which the classic
// build set up for us. Loaded here, with the forms, so the first page does not carry it.
z.config(z.locales.en())

/** Checks the whole form against `schema` and reports the issues that concern `field`. */
export function contractRule(schema: z.ZodMiniType, field: string, extra: () => Record<string, unknown> = () => ({})) {
  return (form: Pick<FormInstance, 'getFieldsValue'>) => ({
    validator: async () => {
      const result = schema.safeParse({ ...extra(), ...form.getFieldsValue(true) })
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)
      if (issue) throw new Error(t(issue.message))
    },
  })
}
