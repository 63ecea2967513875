// The recharge machine through /topUp, /cardTopUp and /walletTopUp, each path with a shopper of its
// own (tests/views/support/recharge-world.ts): from the wallet, or, when the path submits, from the
// checkout of an order the wallet cannot pay, to go back there once the recharge is submitted.
// - The generated graph does not tell the two pages apart (the example channels are open or closed
//   for both ways alike), so every path runs on both (variants); OPEN taps the page's way on /topUp.
// - done/error of loadChannels, uploadEvidence and submitRecharge release the held call: a load
//   error is the connection dropping; no channel at all is the platform closing its bank account
//   and networks meanwhile (as an operator would, in the database: no call does it yet, so only the
//   view layer produces it); a refused upload is a file that is no picture; a refused recharge an
//   amount one cent above the maximum.
// - done/error of copyText release the page's held clipboard write, passed on or refused like a
//   denied permission. A path that copies on a page that is not a secure context opens the app over
//   plain HTTP, where there is no clipboard at all.
// - SUBMIT first taps Submit on the untouched form (the contract's messages, nothing sent), then
//   fills it: the network, the sending address, the amount and the evidence picture.
import { sql } from 'drizzle-orm'
import type { GeneratedPath } from '../../src/tools/statecharts/paths'
import { expect } from '../e2e/support/expect'
import { PARCEL_PNG } from '../support/pictures'
import { checkoutCallVia, type CheckoutItem } from '../views/support/checkout'
import {
  amountToType, carried, channelsClosed, copyTarget, firstNetwork, HELD, inWallet, LOAD, METHOD_LINK, OTHER_METHOD, PAGE, prepareRechargeWorld, readChannels,
  rechargeAnswers, rechargesOnServer, SENDING_ADDRESS, startHref, storedAmount, SUBMIT, UNAVAILABLE, UPLOAD, uploadRefused, type Channels, type Method,
  type RechargePath,
} from '../views/support/recharge-world'
import { textsOf } from '../views/support/path-texts'
import { merchantItem, merchantLogin } from '../views/support/refund-world'
import type { Driver, DriverCtx, Layer, Target } from './support/protocol'

interface Ctx extends DriverCtx, RechargePath {
  /** The amount the form was sent with last. */
  typed: string | null
  closed: boolean
  /** The recharge was submitted: the path ends by going back to the checkout (after the last screen is filed). */
  goesBack: boolean
}

const VARIANTS: Record<string, Method> = { 'shopper on /cardTopUp': 'manual', 'shopper on /walletTopUp': 'chain' }
const world = new WeakMap<Layer, Promise<{ item: CheckoutItem; channels: Channels }>>()
const submit = { css: 'button.recharge-submit' }
const copy = { css: 'button.recharge-copy' }
const pictures = { css: '.recharge-evidence .adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img' }
const retry = (ctx: Ctx) => ({ role: 'button', name: ctx.text('ui.retry') }) as const
const record = (ctx: Ctx) => ({ role: 'link', name: ctx.text('ui.topUpRecord') }) as const
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const insecureCopy = (path: GeneratedPath) => path.steps.some((step) => step.event.type === 'COPY' && step.event.secure === false)
const loading = async (ctx: Ctx, target: Target) => ((await ctx.session.screen.attribute(target, 'class')) ?? '').includes('adm-button-loading')
const disabled = async (ctx: Ctx, target: Target) => (await ctx.session.screen.attribute(target, 'disabled')) !== null
const until = (ctx: Ctx, check: () => Promise<unknown>, expected: unknown) => ctx.session.screen.eventually(async () => expect(await check()).toEqual(expected))

async function effects(ctx: Ctx) {
  if (ctx.toast) await ctx.session.screen.toasted(ctx.toast)
  ctx.toast = undefined
  if (ctx.copied) expect(await ctx.clipboard.text()).toBe(ctx.copied)
  ctx.copied = undefined
}

/** Chooses a file in the evidence uploader: a picture, or a text file dressed as one. */
const chooseFile = (ctx: Ctx, refused: boolean) =>
  ctx.session.screen.choose({ css: '.recharge-evidence input[type=file]' }, { name: 'evidence.png', mimeType: 'image/png', buffer: refused ? new TextEncoder().encode('not a picture') : PARCEL_PNG })

/** On /walletTopUp: the first network chosen, its deposit address shown. */
async function chooseNetwork(ctx: Ctx) {
  if (ctx.method !== 'chain' || ctx.network) return
  const network = firstNetwork(ctx)
  await ctx.session.screen.click({ css: '.recharge-form [role=option]', text: network.name })
  ctx.network = network.code
  await ctx.session.screen.hasText({ css: '.recharge-address' }, network.address)
}

/** What the page shows of where to send the money. */
async function showsWhereToPay(ctx: Ctx) {
  const { screen } = ctx.session
  if (ctx.method === 'manual') {
    await screen.hasText({ css: '.recharge-bank-name' }, ctx.channels.bank!.name)
    await screen.hasText({ css: '.recharge-bank-holder' }, ctx.channels.bank!.holder)
    await screen.hasText({ css: '.recharge-account-no' }, ctx.channels.bank!.account_no)
    return
  }
  for (const network of ctx.channels.networks) await screen.visible({ css: '.recharge-form [role=option]', text: network.name })
  expect(await screen.count({ css: '.recharge-form [role=option]' })).toBe(ctx.channels.networks.length)
  await screen.visible({ text: ctx.text('ui.rechargeNoDex') })
  await screen.visible({ text: ctx.text('ui.rechargeSameNetwork') })
  if (ctx.network) await screen.hasText({ css: '.recharge-address' }, copyTarget(ctx))
  else await screen.visible({ text: ctx.text('ui.rechargeChooseNetworkFirst') })
}

export const driver: Driver<Ctx> = {
  accepts: { browser: (path) => !path.steps.some((step) => step.event.type === 'xstate.done.actor.loadChannels' && channelsClosed(step.event)) },
  variants: Object.keys(VARIANTS),
  async start(layer, path, variant) {
    const call = checkoutCallVia(layer.backend.fetch)
    const { token } = await layer.backend.newAccount()
    if (!world.has(layer)) {
      world.set(layer, (async () => ({ item: await merchantItem(call, await merchantLogin(call)), channels: await readChannels(call, token) }))())
    }
    const { item, channels } = await world.get(layer)!
    const { db } = layer.backend
    let ctx: Ctx | undefined
    const base: RechargePath = {
      ...textsOf(layer), call, token, method: VARIANTS[variant!]!, redirect: null, channels, pictures: 0, network: null, filled: false,
      held: { release: (key, outcome) => ctx!.session.transport.release(key, outcome) },
      clipboard: { release: (outcome) => ctx!.session.clipboard!.release(outcome), text: () => ctx!.session.clipboard!.text() },
      closeChannels: async () => {
        if (!db) throw new Error('only the view layer reaches the database to close the channels')
        await db.execute(sql`update deposit_channels set enabled = false`)
        ctx!.closed = true
      },
    }
    await prepareRechargeWorld(base, path, item)
    const session = await layer.open(startHref(base), { hold: HELD, token, holdClipboard: true, insecure: insecureCopy(path) })
    ctx = { ...base, session, layer, typed: null, closed: false, goesBack: false }
    return ctx
  },
  async stop(ctx) {
    if (ctx.closed) await ctx.layer.backend.db!.execute(sql`update deposit_channels set enabled = true`)
    // Back to the checkout the shopper came from: here, not in `submitted`, so that state's screen is its own.
    if (ctx.goesBack) {
      const { screen } = ctx.session
      await screen.click({ role: 'button', name: ctx.text('ui.rechargeGoBack') })
      await until(ctx, () => screen.href(), ctx.redirect)
      await screen.visible({ css: '.app-nav-title', text: ctx.text('route.checkout') })
    }
  },
  events: {
    ...rechargeAnswers,
    // A tap on the way to recharge the event names; the checkout to go back to goes along.
    OPEN: async (ctx) => {
      const link = { role: 'link', name: new RegExp(`^${escaped(ctx.text(METHOD_LINK[ctx.method]))}`) } as const
      await until(ctx, () => ctx.session.screen.attribute(link, 'href'), `${PAGE[ctx.method]}${carried(ctx)}`)
      expect(await ctx.session.screen.attribute(record(ctx), 'href')).toBe('/topUpRecord')
      await ctx.session.screen.click(link)
    },
    RETRY: (ctx) => ctx.session.screen.click(retry(ctx)),
    UPLOAD: (ctx, _event, { next }) => chooseFile(ctx, uploadRefused(next)),
    COPY: async (ctx, event) => {
      await chooseNetwork(ctx)
      // A page served over plain HTTP: no copying there (notAllowCopy, docs/product/rules.md#messages).
      if (!event.secure) ctx.toast = ctx.text('msg.notAllowCopy')
      await ctx.session.screen.click(copy)
    },
    SUBMIT: async (ctx, _event, { path, index }) => {
      const { screen, transport } = ctx.session
      if (!ctx.filled) {
        // The untouched form is refused by the contract's rules, nothing sent.
        await screen.click(submit)
        await screen.visible({ text: ctx.text('msg.fillCorrectAmount') })
        await screen.visible({ text: ctx.text('msg.uploadPaymentEvidence') })
        if (ctx.method === 'chain') {
          await screen.visible({ text: ctx.text('msg.chooseChargeNetwork') })
          await screen.visible({ text: ctx.text('msg.fillRechargeAddress') })
        }
        expect(transport.isPending(SUBMIT)).toBe(false)
        await chooseNetwork(ctx)
        if (ctx.method === 'chain') await screen.fill({ css: '.recharge-from-address input' }, SENDING_ADDRESS)
        if (ctx.pictures === 0) {
          await chooseFile(ctx, false)
          await transport.release(UPLOAD, 'pass')
          ctx.pictures = 1
          await until(ctx, () => screen.count(pictures), 1)
          await until(ctx, () => disabled(ctx, submit), false)
        }
        ctx.filled = true
      }
      ctx.typed = amountToType(ctx, path, index)
      await screen.fill({ css: '.recharge-amount input' }, ctx.typed)
      await screen.click(submit)
    },
  },
  states: {
    loading: async (ctx) => {
      await until(ctx, async () => ctx.session.transport.isPending(LOAD), true)
      await until(ctx, () => ctx.session.screen.href(), `${PAGE[ctx.method]}${carried(ctx)}`)
      await ctx.session.screen.visible({ css: '.recharge-page .skeleton-paragraph' })
      expect(await ctx.session.screen.count(submit)).toBe(0)
    },
    loadFailed: async (ctx) => {
      await ctx.session.screen.visible({ text: ctx.text('ui.loadFailed') })
      await ctx.session.screen.visible(retry(ctx))
      expect(await ctx.session.screen.count(submit)).toBe(0)
    },
    unavailable: async (ctx) => {
      const { screen } = ctx.session
      await screen.hasText({ css: '.recharge-unavailable .notice-title' }, ctx.text(UNAVAILABLE[ctx.method]))
      const other = { role: 'link', name: ctx.text(OTHER_METHOD[ctx.method].text) } as const
      expect(await screen.attribute(other, 'href')).toBe(`${OTHER_METHOD[ctx.method].page}${carried(ctx)}`)
      expect(await screen.count(submit)).toBe(0)
    },
    'form.idle': async (ctx) => {
      const { screen } = ctx.session
      await effects(ctx)
      await until(ctx, () => loading(ctx, submit), false)
      await until(ctx, () => disabled(ctx, submit), false)
      await showsWhereToPay(ctx)
      await screen.visible({ text: ctx.text('ui.rechargeAmountHint', { max: inWallet(ctx, ctx.channels.max_amount) }) })
      await until(ctx, () => screen.count(pictures), ctx.pictures)
      if (await screen.count(copy)) await until(ctx, () => loading(ctx, copy), false)
      if (ctx.typed) await until(ctx, () => screen.attribute({ css: '.recharge-amount input' }, 'value'), ctx.typed)
      expect(await rechargesOnServer(ctx)).toEqual([])
    },
    'form.uploading': async (ctx) => {
      await until(ctx, async () => ctx.session.transport.isPending(UPLOAD), true)
      await until(ctx, () => disabled(ctx, submit), true)
    },
    'form.copying': async (ctx) => {
      await until(ctx, () => ctx.session.clipboard!.isPending(), true)
      await until(ctx, () => loading(ctx, copy), true)
      expect(await disabled(ctx, submit)).toBe(true)
    },
    submitting: async (ctx) => {
      await until(ctx, () => loading(ctx, submit), true)
      await until(ctx, async () => ctx.session.transport.isPending(SUBMIT), true)
    },
    submitted: async (ctx) => {
      const { screen } = ctx.session
      await effects(ctx)
      await screen.visible({ text: ctx.text('ui.rechargeSubmittedTitle') })
      await screen.hasText({ css: '.recharge-status-badge' }, ctx.text('ui.rechargeWaitingReview'))
      const amount = storedAmount(ctx.typed!)
      await screen.hasText({ css: '.recharge-fact-amount' }, inWallet(ctx, amount))
      await screen.hasText({ css: '.recharge-fact-method' }, ctx.text(METHOD_LINK[ctx.method]))
      const [row, ...others] = await rechargesOnServer(ctx)
      expect(others).toEqual([])
      expect(row).toMatchObject({ status: 0, method: ctx.method, amount })
      if (ctx.method === 'chain') {
        expect(row).toMatchObject({ network: ctx.network, address: SENDING_ADDRESS })
        await screen.hasText({ css: '.recharge-fact-network' }, firstNetwork(ctx).name)
        await screen.hasText({ css: '.recharge-fact-address' }, SENDING_ADDRESS)
      }
      expect(await screen.attribute(record(ctx), 'href')).toBe('/topUpRecord')
      await screen.visible({ role: 'button', name: ctx.text('ui.rechargeGoBack') })
      // The recharge is final: nothing follows it here, and the path ends going back (stop).
      ctx.goesBack = true
    },
  },
}
