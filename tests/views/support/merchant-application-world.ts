// The world a merchant application path runs in, prepared through the real API as the shopper's
// other device and the operator would (the browser layer's server is another process): a new
// shopper who opens /partnership from the personal center; an application found waiting, approved
// or refused is one sent and decided through the API just before the page reads it; a refusal of
// the form is a shop name the demo shop has, or an application sent from another device meanwhile.
// Shared by the view and browser drivers.
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'
import type { PathStep } from '../../../src/tools/statecharts/paths'
import type { CheckoutCall } from './checkout'
import type { HeldCalls } from './checkout-answers'
import type { PathTexts } from './path-texts'

export const LOAD = 'GET /api/user/merchant/application'
export const UPLOAD = 'POST /api/common/upload'
export const SUBMIT = 'POST /api/user/merchant/apply'
/** Every call the page's machine waits on: held from the start of a path. */
export const HELD = [LOAD, UPLOAD, SUBMIT]

/** The shop name the demo merchant's shop has: applying with it in capitals is refused. */
export const TAKEN_NAME = DEMO_ACCOUNTS.merchant.shopName.toUpperCase()
export const CONTACT = '+84 90 123 4567'
export const DESCRIPTION = 'Hand-woven baskets and lacquerware from Hội An'
export const REFUSAL_NOTE = 'The logo belongs to another brand'
/** The category the form chooses (the chips name it by `category.<key>`). */
export const CATEGORY = { key: 'familyLife' }

interface Application {
  id: number
  status: 0 | 1 | 2
  shop_name: string
  note: string | null
}

/** What a merchant application path knows of its world and expects of the page; each driver's context has it. */
export interface ApplicationPath extends PathTexts {
  call: CheckoutCall
  held: HeldCalls
  /** Uploads a picture as the shopper, answering its URL. */
  uploadPicture(): Promise<string>
  token: string
  operator: string
  categoryId: number
  /** The logo pictures the form holds (0 or 1). */
  pictures: number
  /** The form's fields besides the name are filled in. */
  filled: boolean
  /** The shop name typed last into the form. */
  typedName: string | null
  /** The application the page should show (read from the server when the step was prepared). */
  shown: Application | null
  /** What the last step should have done besides its state: a toast. */
  toast?: string
  /** The server's words the form should show after a refusal. */
  refusal?: string
}

export function ok<T = any>(answer: { code: number; msg: string; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} failed: ${JSON.stringify(answer)}`)
  return answer.data
}

let names = 0
/** A shop name no other path uses. */
export const freshName = () => `Lotus ${Date.now().toString(36)}${(++names).toString(36)}`

/** The shopper's latest application, as the server says. */
export const latestOf = async (s: Pick<ApplicationPath, 'call' | 'token'>): Promise<Application | null> =>
  ok(await s.call('GET', '/api/user/merchant/application', undefined, s.token), 'latest application')

/** An application sent through the API (the shopper's other device). */
async function applyElsewhere(s: ApplicationPath): Promise<Application> {
  const body = { shop_name: freshName(), logo: await s.uploadPicture(), category_id: s.categoryId, contact: CONTACT, description: DESCRIPTION }
  return ok(await s.call('POST', '/api/user/merchant/apply', body, s.token), 'apply elsewhere')
}

/** Makes the shopper's latest application stand as the page is about to read it. */
async function standAs(s: ApplicationPath, status: 0 | 1 | 2 | null): Promise<void> {
  let latest = await latestOf(s)
  if (status === null) {
    if (latest) throw new Error('an application cannot vanish: the driver should not accept this path')
  } else {
    if (latest?.status !== status) {
      if (latest?.status !== 0) latest = await applyElsewhere(s)
      if (status !== 0) {
        const body = { id: latest.id, approve: status === 1, ...(status === 2 ? { note: REFUSAL_NOTE } : {}) }
        ok(await s.call('POST', '/api/admin/merchant/application/audit', body, s.operator), 'decide')
      }
    }
  }
  s.shown = await latestOf(s)
}

const loaded = (event: PathStep['event']) => event.output as { status: 0 | 1 | 2 } | null

/** Whether this SUBMIT is to be refused for its shop name: it then types the demo shop's. */
export const nameRefused = (next: PathStep | undefined) =>
  next?.event.type === 'xstate.error.actor.submitApplication' && (next.event.error as { data?: { reason?: string } }).data?.reason === 'nameTaken'

/** Whether this UPLOAD is to be refused: the file chosen is then no picture. */
export const uploadRefused = (next: PathStep | undefined) => next?.event.type === 'xstate.error.actor.uploadLogo'

/** The name a SUBMIT types. */
export const nameToType = (next: PathStep | undefined) => (nameRefused(next) ? TAKEN_NAME : freshName())

type Answer = (s: ApplicationPath, event: PathStep['event']) => Promise<void>

/** The done/error steps of the machine's actors. */
export const applicationAnswers: Record<string, Answer> = {
  'xstate.done.actor.loadApplication': async (s, event) => {
    await standAs(s, loaded(event)?.status ?? null)
    await s.held.release(LOAD, 'pass')
  },
  'xstate.error.actor.loadApplication': (s) => s.held.release(LOAD, 'fail'),
  'xstate.done.actor.uploadLogo': async (s) => {
    s.pictures = 1
    s.toast = s.text('msg.uploadSuccess')
    await s.held.release(UPLOAD, 'pass')
  },
  'xstate.error.actor.uploadLogo': async (s) => {
    s.toast = s.text('msg.uploadImageOnly')
    await s.held.release(UPLOAD, 'pass')
  },
  'xstate.done.actor.submitApplication': async (s) => {
    s.toast = s.text('msg.applySuccess')
    await s.held.release(SUBMIT, 'pass')
    s.shown = { id: 0, status: 0, shop_name: s.typedName!, note: null }
  },
  'xstate.error.actor.submitApplication': async (s, event) => {
    const reason = (event.error as { data?: { reason?: string } }).data?.reason
    if (reason === 'waiting') {
      // Sent from the shopper's other device while this one was on its way.
      await applyElsewhere(s)
    } else {
      s.refusal = s.text('msg.shopNameTaken', { name: TAKEN_NAME })
    }
    await s.held.release(SUBMIT, 'pass')
  },
}

/**
 * Paths a person can cause: an application never vanishes, so once one exists the page cannot
 * read none again.
 */
export function possible(path: { steps: PathStep[] }): boolean {
  let exists = false
  for (const { event } of path.steps) {
    if (event.type === 'xstate.done.actor.loadApplication') {
      if (loaded(event) === null && exists) return false
      exists ||= loaded(event) !== null
    }
    if (event.type === 'xstate.done.actor.submitApplication') exists = true
    if (event.type === 'xstate.error.actor.submitApplication' && (event.error as { data?: { reason?: string } }).data?.reason === 'waiting') exists = true
  }
  return true
}
