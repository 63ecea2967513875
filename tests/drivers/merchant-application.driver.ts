// The merchantApplication machine through /partnership, each path with a new shopper who opens it
// from the personal center's "Open your own shop" (tests/views/support/merchant-application-world.ts).
// - done/error of loadApplication, uploadLogo and submitApplication release the held call
//   (applicationAnswers): a load error is the connection dropping; an application found waiting,
//   approved or refused was sent and decided through the API just before; a refused upload is a
//   file that is no picture; a refused application is the demo shop's name in capitals, or one sent
//   from the shopper's other device meanwhile.
// - Rule: an application never vanishes, so paths reading none after one existed are left out.
// - The rest are taps: the logo uploader, Submit (first on the untouched form: the contract's
//   messages, nothing sent; then the category, contact, description and a logo), Check again,
//   Apply again, Retry.
import { DEMO_ACCOUNTS } from '../../src/server/db/demo-accounts'
import { expect } from '../e2e/support/expect'
import { PARCEL_PNG } from '../support/pictures'
import {
  applicationAnswers, CATEGORY, CONTACT, DESCRIPTION, HELD, latestOf, LOAD, nameToType, ok, possible, REFUSAL_NOTE, SUBMIT, UPLOAD,
  uploadRefused, type ApplicationPath,
} from '../views/support/merchant-application-world'
import { textsOf } from '../views/support/path-texts'
import type { Driver, DriverCtx } from './support/protocol'

type Ctx = ApplicationPath & DriverCtx

const submit = { css: 'button.partnership-submit' }
const shopName = { css: '.partnership-shop-name input' }
const ui = (ctx: Ctx, key: string) => ctx.layer.text(key)
const button = (ctx: Ctx, key: string) => ({ role: 'button' as const, name: ui(ctx, key) })
const pending = (ctx: Ctx, key: string) => ctx.session.screen.eventually(() => expect(ctx.session.transport.isPending(key), key).toBe(true))
const isLoading = async (ctx: Ctx) => /adm-button-loading/.test((await ctx.session.screen.attribute(submit, 'class')) ?? '')
const disabled = async (ctx: Ctx) => (await ctx.session.screen.attribute(submit, 'disabled')) !== null
/** Logo pictures in the uploader. */
const pictures = (ctx: Ctx) => ctx.session.screen.count({ css: '.partnership-logo .adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img' })
const picturesAre = (ctx: Ctx, count: number) => ctx.session.screen.eventually(async () => expect(await pictures(ctx)).toBe(count))

/** Chooses a file in the logo uploader, the logo there removed first: a picture, or a text file dressed as one. */
async function chooseFile(ctx: Ctx, refused: boolean) {
  if (ctx.pictures > 0) {
    await ctx.session.screen.click({ css: '.partnership-logo .adm-image-uploader-cell-delete' })
    ctx.pictures = 0
    await picturesAre(ctx, 0)
  }
  await ctx.session.screen.choose({ css: '.partnership-logo input[type=file]' }, { name: 'logo.png', mimeType: 'image/png', buffer: refused ? new TextEncoder().encode('not a picture') : PARCEL_PNG })
}

async function effects(ctx: Ctx) {
  if (ctx.toast) await ctx.session.screen.toasted(ctx.toast)
  ctx.toast = undefined
}

async function formReady(ctx: Ctx) {
  await effects(ctx)
  await ctx.session.screen.visible(submit)
  await ctx.session.screen.eventually(async () => expect(await isLoading(ctx)).toBe(false))
  expect(await disabled(ctx)).toBe(false)
}

/** What the status card shows of the application. */
async function showsApplication(ctx: Ctx, title: string, badge: string) {
  const { screen } = ctx.session
  await screen.visible({ role: 'heading', name: ui(ctx, title) })
  await screen.hasText({ css: '.partnership-status-badge' }, ui(ctx, badge))
  await screen.hasText({ css: '.partnership-fact-name' }, ctx.shown!.shop_name)
  await screen.hasText({ css: '.partnership-fact-category' }, ui(ctx, `category.${CATEGORY.key}`))
  await screen.hasText({ css: '.partnership-fact-contact' }, CONTACT)
  await screen.hasText({ css: '.partnership-fact-description' }, DESCRIPTION)
  expect(await screen.count(submit)).toBe(0)
}

/** The form never made an application the server keeps waiting: the latest is none or refused. */
async function nothingWaiting(ctx: Ctx) {
  expect((await latestOf(ctx))?.status ?? null).not.toBe(0)
}

export const driver: Driver<Ctx> = {
  accepts: { view: possible, browser: possible },
  async start(layer) {
    const { call, newAccount, upload } = layer.backend
    const { token } = await newAccount()
    const operator = ok(await call('POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password }), 'operator login').userinfo.token
    const categories = ok(await call('GET', '/api/category/list'), 'categories') as Array<{ id: number; key: string }>
    const session = await layer.open('/profile', { token, hold: HELD })
    const ctx: Ctx = {
      ...textsOf(layer), session, layer, call, held: session.transport, uploadPicture: () => upload(token), token, operator, categoryId: categories.find((c) => c.key === CATEGORY.key)!.id,
      pictures: 0, filled: false, typedName: null, shown: null,
    }
    // The way in: the personal center's link.
    await session.screen.click({ text: ui(ctx, 'ui.partnershipLink') })
    return ctx
  },
  events: {
    ...applicationAnswers,
    RETRY: (ctx) => ctx.session.screen.click(button(ctx, 'ui.retry')),
    REFRESH: (ctx) => ctx.session.screen.click(button(ctx, 'ui.applicationCheckAgain')),
    APPLY_AGAIN: async (ctx) => {
      await ctx.session.screen.click(button(ctx, 'ui.applyAgain'))
      // The form starts with the refused application's fields, its logo included.
      ctx.pictures = 1
      ctx.filled = true
      ctx.typedName = ctx.shown!.shop_name
    },
    UPLOAD: (ctx, _event, { next }) => chooseFile(ctx, uploadRefused(next)),
    SUBMIT: async (ctx, _event, { index, path }) => {
      const { screen } = ctx.session
      if (!ctx.filled) {
        // The untouched form is refused by the contract's rules, nothing sent.
        await screen.click(submit)
        const messages = ['msg.shopNameRequired', 'msg.shopCategoryRequired', 'msg.shopContactRequired', 'msg.shopDescriptionRequired']
        for (const key of ctx.pictures === 0 ? [...messages, 'msg.shopLogoRequired'] : messages) await screen.visible({ text: ui(ctx, key) })
        expect(ctx.session.transport.isPending(SUBMIT)).toBe(false)
        await screen.click({ role: 'option', name: ui(ctx, `category.${CATEGORY.key}`) })
        await screen.fill({ css: '.partnership-contact input' }, CONTACT)
        await screen.fill({ css: '.partnership-description textarea:not([aria-hidden])' }, DESCRIPTION)
        ctx.filled = true
      }
      if (ctx.pictures === 0) {
        await chooseFile(ctx, false)
        await ctx.session.transport.release(UPLOAD, 'pass')
        ctx.pictures = 1
        await picturesAre(ctx, 1)
        await screen.eventually(async () => expect(await disabled(ctx)).toBe(false))
        await screen.toasted(ui(ctx, 'msg.uploadSuccess'))
      }
      ctx.typedName = nameToType(path.steps[index + 1])
      await screen.fill(shopName, ctx.typedName)
      await screen.click(submit)
    },
  },
  states: {
    loading: async (ctx) => {
      await pending(ctx, LOAD)
      expect(await ctx.session.screen.pathname()).toBe('/partnership')
      await ctx.session.screen.visible({ css: '.partnership-page .skeleton-paragraph' })
      expect(await ctx.session.screen.count(submit)).toBe(0)
    },
    loadFailed: async (ctx) => {
      await ctx.session.screen.visible({ text: ui(ctx, 'ui.loadFailed') })
      expect(await ctx.session.screen.count(button(ctx, 'ui.retry'))).toBe(1)
      expect(await ctx.session.screen.count(submit)).toBe(0)
    },
    'form.idle': async (ctx) => {
      await formReady(ctx)
      expect(await ctx.session.screen.count({ css: '.partnership-refusal' })).toBe(0)
      await picturesAre(ctx, ctx.pictures)
      if (ctx.typedName) expect(await ctx.session.screen.attribute(shopName, 'value')).toBe(ctx.typedName)
      await nothingWaiting(ctx)
    },
    'form.uploading': async (ctx) => {
      await pending(ctx, UPLOAD)
      await ctx.session.screen.eventually(async () => expect(await disabled(ctx)).toBe(true))
    },
    // A refusal is no toast: the form says it, and keeps what was typed.
    'form.refusedByServer': async (ctx) => {
      await ctx.session.screen.hasText({ css: '.partnership-refusal' }, ctx.refusal!)
      await formReady(ctx)
      expect(await ctx.session.screen.attribute(shopName, 'value')).toBe(ctx.typedName)
      await nothingWaiting(ctx)
    },
    submitting: async (ctx) => {
      await ctx.session.screen.eventually(async () => expect(await isLoading(ctx)).toBe(true))
      await pending(ctx, SUBMIT)
    },
    waiting: async (ctx) => {
      await effects(ctx)
      const latest = await latestOf(ctx)
      expect(latest).toMatchObject({ status: 0, shop_name: ctx.shown!.shop_name })
      ctx.shown = latest
      await showsApplication(ctx, 'ui.applicationWaitingTitle', 'ui.applicationStatusWaiting')
      expect(await ctx.session.screen.count(button(ctx, 'ui.applicationCheckAgain'))).toBe(1)
    },
    approved: async (ctx) => {
      await showsApplication(ctx, 'ui.applicationApprovedTitle', 'ui.applicationStatusApproved')
      expect(await ctx.session.screen.attribute({ role: 'link', name: ui(ctx, 'ui.openMerchantApp') }, 'href')).toBe('/merchant/')
      // The shopper is the shop's merchant now.
      const shopId = ((await latestOf(ctx)) as unknown as { shop_id: number }).shop_id
      expect((await ctx.layer.backend.call('GET', '/api/user/getUserInfo', undefined, ctx.token)).data).toMatchObject({ role: 'merchant', shop_id: shopId })
    },
    refused: async (ctx) => {
      await showsApplication(ctx, 'ui.applicationRefusedTitle', 'ui.applicationStatusRefused')
      await ctx.session.screen.hasText({ css: '.partnership-reason-text' }, REFUSAL_NOTE)
      expect(await ctx.session.screen.count(button(ctx, 'ui.applyAgain'))).toBe(1)
    },
  },
}
