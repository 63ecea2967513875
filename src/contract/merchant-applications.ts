// Applying to open a shop ("partnership"): a shopper sends the shop's name, a logo uploaded here,
// its category (one of the ten of docs/product/entities.md#categories), how to reach it and what it
// sells; the application waits for an operator, who approves it (the shop opens and the applicant
// becomes its merchant) or refuses it with a reason the applicant reads. One application waits per
// user.
import * as z from 'zod/mini'
import { textBlock } from './control-characters'
import { accountRef, auditBody, auditFilter, auditStamp } from './audits'
import { defineCall } from './call'
import { idOf } from './catalogue-fields'
import { integer, pageOf, pageQuery } from './fields'
import { uploadedUrl } from './uploads'

export const MAX_SHOP_NAME = 40
export const MAX_SHOP_CONTACT = 100
export const MAX_SHOP_DESCRIPTION = 500

/** A text field of the form: trimmed, required, at most `max` characters. */
function requiredText(required: string, tooLong: string, max: number) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong))
}

/** The application form of /partnership. */
export const applicationForm = z.object({
  shop_name: requiredText('msg.shopNameRequired', 'msg.shopNameTooLong', MAX_SHOP_NAME),
  /** A picture uploaded here (POST /api/common/upload). */
  logo: z.pipe(z.string({ error: 'msg.shopLogoRequired' }).check(z.minLength(1, 'msg.shopLogoRequired')), uploadedUrl),
  /** A category's id (GET /api/category/list); the server refuses one that does not exist. */
  category_id: z.number({ error: 'msg.shopCategoryRequired' }).check(
    z.int('msg.categoryNotFound'), z.positive('msg.categoryNotFound'), z.maximum(2_147_483_647, 'msg.categoryNotFound'),
  ),
  /** How shoppers and the platform reach the shop: a phone number, an email, a messenger name. */
  contact: requiredText('msg.shopContactRequired', 'msg.shopContactTooLong', MAX_SHOP_CONTACT),
  description: textBlock(requiredText('msg.shopDescriptionRequired', 'msg.shopDescriptionTooLong', MAX_SHOP_DESCRIPTION)),
})
export type ApplicationFormValues = z.output<typeof applicationForm>

/**
 * Why an application is refused before any operator sees it, in the refusal's `data.reason`:
 * `waiting` one is already waiting, `merchant` the account has a shop, `notShopper` an operator's
 * account, `nameTaken` a shop of that name exists.
 */
export const APPLY_REFUSALS = ['waiting', 'merchant', 'notShopper', 'nameTaken'] as const
export type ApplyRefusal = (typeof APPLY_REFUSALS)[number]

export const applicationView = z.object({
  id: integer(),
  shop_name: z.string(),
  logo: z.string(),
  /** Its key is also the locales key `category.<key>`. */
  category: z.object({ id: integer(), key: z.string() }),
  contact: z.string(),
  description: z.string(),
  /** The shop the approval opened; null until approved. */
  shop_id: z.nullable(integer()),
  ...auditStamp,
})
export type ApplicationView = z.output<typeof applicationView>

export const merchantApply = defineCall({
  method: 'POST',
  path: '/api/user/merchant/apply',
  access: 'user',
  summary: "Apply to open a shop (name, logo, category, contact, description); it waits for an operator. Refused while one waits, for a merchant or an operator, or for a shop name taken",
  body: applicationForm,
  data: applicationView,
})

export const myMerchantApplication = defineCall({
  method: 'GET',
  path: '/api/user/merchant/application',
  access: 'user',
  summary: "The user's latest application to open a shop, or null when there is none",
  data: z.nullable(applicationView),
})

export const adminApplicationRow = z.extend(applicationView, { user: accountRef, audited_by: z.nullable(accountRef) })
export type AdminApplicationRow = z.output<typeof adminApplicationRow>

export const adminApplicationList = defineCall({
  method: 'GET',
  path: '/api/admin/merchant/applications',
  access: 'operator',
  summary: 'Applications to open a shop by status (all, 0 waiting, 1 approved, 2 refused): oldest first when waiting, newest first otherwise',
  query: z.extend(pageQuery, {
    status: auditFilter,
    /** One application only: the console reads a row again after another operator decided it. */
    id: z.optional(idOf('msg.applicationNotFound')),
  }),
  data: pageOf(adminApplicationRow),
})

export const adminApplicationAudit = defineCall({
  method: 'POST',
  path: '/api/admin/merchant/application/audit',
  access: 'operator',
  summary: "Approve a waiting application (the shop opens, the applicant becomes its merchant) or refuse it with a reason; one decision per application",
  body: auditBody('msg.applicationNotFound'),
  data: adminApplicationRow,
})
