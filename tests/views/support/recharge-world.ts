// The world a recharge path runs in, read from the path and prepared through the real API (the
// browser layer's server is another process): a new shopper who opens /topUp from the wallet, or,
// when the path ends with the recharge submitted, from the checkout of an order the wallet cannot
// pay (`?redirect=/checkout?order_ids=…`), to go back there afterwards. Then how each held call and
// each clipboard write of the page gets its answer, the same in jsdom and in Chromium.
import { formatMoney } from '../../../src/ui/format/money'
import type { GeneratedPath, PathStep } from '../../../src/tools/statecharts/paths'
import { addAddress, centsOf, createOrders, moneyOf, putInBag, type CheckoutCall, type CheckoutItem } from './checkout'
import type { HeldCalls } from './checkout-answers'
import type { PathTexts } from './path-texts'

export const LOAD = 'GET /api/user/getBlockchain'
export const UPLOAD = 'POST /api/common/upload'
export const SUBMIT = 'POST /api/user/recharge'
/** Every call the page's machine waits on: held from the start of a path. */
export const HELD = [LOAD, UPLOAD, SUBMIT]

/** The amount typed, and a TRON address of the right shape the shopper sends from. */
export const AMOUNT = '500'
export const SENDING_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'

export type Method = 'manual' | 'chain'

/** Where the platform takes deposits, as the server answers it. */
export interface Channels {
  networks: Array<{ code: string; name: string; token: string; address: string }>
  bank: { name: string; holder: string; account_no: string } | null
  max_amount: string
}

/** The clipboard of the page under the test's control: a write waits until released. */
export interface HeldClipboard {
  release(outcome: 'pass' | 'fail'): Promise<void>
  /** What the page put on the clipboard last. */
  text(): Promise<string>
}

/** What a recharge path knows of its world and expects of the page; each driver's context has it. */
export interface RechargePath extends PathTexts {
  call: CheckoutCall
  held: HeldCalls
  clipboard: HeldClipboard
  /** Stops the platform taking deposits either way, as an operator would; the layer undoes it after the path. */
  closeChannels(): Promise<void>
  token: string
  method: Method
  /** Where the shopper set out from (the checkout of an order waiting pay), or null from the wallet. */
  redirect: string | null
  /** The platform's channels while open. */
  channels: Channels
  /** Evidence pictures the form holds (0 or 1). */
  pictures: number
  /** The network chosen on /walletTopUp. */
  network: string | null
  /** The form's fields are filled in. */
  filled: boolean
  /** What the last step should have done besides its state: a toast, a text copied. */
  toast?: string | RegExp
  copied?: string
}

export function ok<T = any>(answer: { code: number; msg: string; data: T }, what: string): T {
  if (answer.code !== 1) throw new Error(`${what} failed: ${JSON.stringify(answer)}`)
  return answer.data
}

/** The page the path's OPEN names. */
export const methodOf = (path: GeneratedPath): Method => (path.steps[0]!.event as { method?: Method }).method ?? 'manual'

/** The path's recharge is submitted: the shopper came from the checkout, to go back there. */
export const reachesSubmitted = (path: GeneratedPath) => path.steps.some((step) => step.event.type === 'xstate.done.actor.submitRecharge')

/** The platform takes no deposits at all when the page reads its channels. */
export const channelsClosed = (event: PathStep['event']) => {
  const output = event.output as Channels | undefined
  return !!output && !output.bank && output.networks.length === 0
}

/** Where the platform takes deposits, as the shopper reads it. */
export const readChannels = async (call: CheckoutCall, token: string): Promise<Channels> => ok(await call('GET', '/api/user/getBlockchain', undefined, token), 'channels')

/** The way to recharge of each page, as /topUp names it (its locale key). */
export const METHOD_LINK: Record<Method, string> = { manual: 'ui.topUpCard', chain: 'ui.topUpChain' }
export const PAGE: Record<Method, string> = { manual: '/cardTopUp', chain: '/walletTopUp' }
export const UNAVAILABLE: Record<Method, string> = { manual: 'ui.rechargeCardUnavailable', chain: 'ui.rechargeChainUnavailable' }
export const OTHER_METHOD: Record<Method, { text: string; page: string }> = {
  manual: { text: 'ui.rechargeUseChain', page: '/walletTopUp' },
  chain: { text: 'ui.rechargeUseCard', page: '/cardTopUp' },
}

/** The page's first address: /topUp, with the checkout to go back to when the path submits. */
export const startHref = (s: RechargePath) => (s.redirect ? `/topUp?redirect=${encodeURIComponent(s.redirect)}` : '/topUp')

/** The search the top-up pages carry on. */
export const carried = (s: RechargePath) => (s.redirect ? `?redirect=${encodeURIComponent(s.redirect)}` : '')

/** For a path that submits: an order of `item` created and waiting pay (the wallet is empty), its checkout the redirect. */
export async function prepareRechargeWorld(s: RechargePath, path: GeneratedPath, item: CheckoutItem): Promise<void> {
  if (!reachesSubmitted(path)) return
  const address = await addAddress(s.call, s.token, 1)
  const [line] = await putInBag(s.call, s.token, [{ item, quantity: 1 }])
  const created = await createOrders(s.call, s.token, { cart_ids: [line], address_id: address.id })
  s.redirect = `/checkout?order_ids=${created.orders[0]!.id}`
}

export interface RechargeRow {
  id: number
  method: Method
  amount: string
  network: string | null
  address: string | null
  evidence: string
  status: number
}

/** The shopper's recharges, newest first, as the server says. */
export async function rechargesOnServer(s: Pick<RechargePath, 'call' | 'token'>): Promise<RechargeRow[]> {
  return ok(await s.call('GET', '/api/user/recharge_log?page=1&limit=50', undefined, s.token), 'recharge log').list
}

/** The text the Copy button of the page puts on the clipboard: the account number, or the chosen network's address. */
export const copyTarget = (s: RechargePath) =>
  s.method === 'manual' ? s.channels.bank!.account_no : s.channels.networks.find((n) => n.code === s.network)!.address

/** The first network the platform lists: the one the driver chooses on /walletTopUp. */
export const firstNetwork = (s: RechargePath) => s.channels.networks[0]!

/** Whether the upload this step starts is to be refused: the file chosen is then no picture. */
export const uploadRefused = (next: PathStep | undefined) => next?.event.type === 'xstate.error.actor.uploadEvidence'

/** The amount a SUBMIT types: one cent above the most one recharge may be when the server is to refuse it. */
export function amountToType(s: RechargePath, path: GeneratedPath, index: number): string {
  const refused = path.steps[index + 1]?.event.type === 'xstate.error.actor.submitRecharge'
  return refused ? moneyOf(centsOf(s.channels.max_amount) + 1n) : AMOUNT
}

/**
 * A wallet amount as the page shows it in the path's language: the wallet's unit and label
 * (docs/product/money.md#base-currency-and-display-currency).
 */
export const inWallet = (s: PathTexts, amount: string) => formatMoney(amount, 'USD', s.lang)

/** The amount as the server stores it. */
export const storedAmount = (typed: string) => moneyOf(centsOf(typed.includes('.') ? typed : `${typed}.00`))

type Answer = (s: RechargePath, event: PathStep['event']) => Promise<void>

/** The done/error steps of the machine's actors. */
export const rechargeAnswers: Record<string, Answer> = {
  'xstate.done.actor.loadChannels': async (s, event) => {
    if (channelsClosed(event)) await s.closeChannels()
    await s.held.release(LOAD, 'pass')
  },
  'xstate.error.actor.loadChannels': (s) => s.held.release(LOAD, 'fail'),
  'xstate.done.actor.uploadEvidence': async (s) => {
    s.pictures = 1
    s.toast = s.text('msg.uploadSuccess')
    await s.held.release(UPLOAD, 'pass')
  },
  'xstate.error.actor.uploadEvidence': async (s) => {
    s.toast = s.text('msg.uploadImageOnly')
    await s.held.release(UPLOAD, 'pass')
  },
  'xstate.done.actor.copyText': async (s) => {
    s.toast = s.text('ui.rechargeCopied')
    s.copied = copyTarget(s)
    await s.clipboard.release('pass')
  },
  'xstate.error.actor.copyText': async (s) => {
    // The browser refuses the write (no permission).
    s.toast = s.text('msg.copyFail')
    await s.clipboard.release('fail')
  },
  'xstate.done.actor.submitRecharge': async (s) => {
    s.toast = s.text('msg.rechargeSubmitted')
    await s.held.release(SUBMIT, 'pass')
  },
  'xstate.error.actor.submitRecharge': async (s) => {
    // The amount typed is one cent above the most one recharge may be.
    s.toast = s.text('msg.amountAboveMax', { max: s.channels.max_amount })
    await s.held.release(SUBMIT, 'pass')
  },
}
