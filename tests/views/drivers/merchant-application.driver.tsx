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
import { expect } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { AppRuntime } from '../../../src/app/runtime'
import { PARCEL_PNG } from '../../support/pictures'
import { apiCall, registerAccount } from '../support/accounts'
import { checkoutCallVia } from '../support/checkout'
import { ControlledTransport } from '../support/controlled-transport'
import { click, found, isLoading, q, setCookie } from '../support/interact'
import {
  applicationAnswers, CATEGORY, CONTACT, DESCRIPTION, HELD, latestOf, LOAD, nameToType, ok, possible, REFUSAL_NOTE, SUBMIT, UPLOAD,
  uploadRefused, type ApplicationPath,
} from '../support/merchant-application-world'
import { encodeFormData, withMultipartBodies } from '../support/multipart'
import { renderWithTransport } from '../support/render-app'
import { sharedTestServer } from '../support/shared-server'
import { watchAppToasts, type ToastWatch } from '../support/toasts'
import type { ViewDriver } from '../support/view-driver'
import { DEMO_ACCOUNTS } from '../../../src/server/db/demo-accounts'

interface Ctx extends ApplicationPath {
  transport: ControlledTransport
  runtime: AppRuntime
  toasts: ToastWatch
}

const shared = sharedTestServer()
const call = checkoutCallVia((path, init) => shared.server.app.request(path, init))
let operator: string
let categoryId: number

const submitButton = () => q<HTMLButtonElement>('button.partnership-submit')
/** Logo pictures in the uploader. */
const pictures = () => document.querySelectorAll('.partnership-logo .adm-image-uploader-cell:not(.adm-image-uploader-upload-button) img').length
const type = (selector: string, value: string) => act(async () => void fireEvent.change(q(selector)!, { target: { value } }))

/** A picture through the API, the bytes a browser would send (jsdom's FormData is not the server's). */
async function uploadAs(token: string): Promise<string> {
  const form = new FormData()
  form.append('file', new File([PARCEL_PNG], 'logo.png', { type: 'image/png' }))
  const { body, contentType } = await encodeFormData(form)
  const res = await shared.server.app.request('/api/common/upload', { method: 'POST', body, headers: { token, 'content-type': contentType } })
  return ((await res.json()) as { data: { url: string } }).data.url
}

/** Chooses a file in the logo uploader, the logo there removed first: a picture, or a text file dressed as one. */
async function chooseFile(ctx: Ctx, refused: boolean) {
  if (ctx.pictures > 0) {
    await click(await found('.partnership-logo .adm-image-uploader-cell-delete'))
    ctx.pictures = 0
    await waitFor(() => expect(pictures()).toBe(0))
  }
  const input = await found<HTMLInputElement>('.partnership-logo input[type=file]')
  const file = refused ? new File(['not a picture'], 'logo.png', { type: 'image/png' }) : new File([PARCEL_PNG], 'logo.png', { type: 'image/png' })
  await act(async () => void fireEvent.change(input, { target: { files: [file] } }))
}

async function effects(ctx: Ctx) {
  const toast = ctx.toast
  ctx.toast = undefined
  if (toast) {
    await waitFor(() => expect(ctx.toasts.shown.includes(toast), `toast ${toast} in ${ctx.toasts.shown}`).toBe(true))
    ctx.toasts.shown.length = 0
  }
}

/** What the status card shows of the application. */
async function showsApplication(ctx: Ctx, title: string, badge: string) {
  await screen.findByRole('heading', { name: title })
  expect(q('.partnership-status-badge')?.textContent).toBe(badge)
  expect(q('.partnership-fact-name')?.textContent).toBe(ctx.shown!.shop_name)
  expect(q('.partnership-fact-category')?.textContent).toBe(CATEGORY.label)
  expect(q('.partnership-fact-contact')?.textContent).toBe(CONTACT)
  expect(q('.partnership-fact-description')?.textContent).toBe(DESCRIPTION)
  expect(submitButton()).toBeNull()
}

/** The form never made an application the server keeps waiting: the latest is none or refused. */
async function nothingWaiting(ctx: Ctx) {
  expect((await latestOf(ctx))?.status ?? null).not.toBe(0)
}

export const driver: ViewDriver<Ctx> = {
  accepts: possible,
  async setup() {
    await shared.setup()
    operator = ok(await apiCall(shared.server, 'POST', '/api/user/login', { account: DEMO_ACCOUNTS.operator.account, password: DEMO_ACCOUNTS.operator.password }), 'operator login').userinfo.token
    const categories = ok(await apiCall(shared.server, 'GET', '/api/category/list'), 'categories') as Array<{ id: number; key: string }>
    categoryId = categories.find((c) => c.key === CATEGORY.key)!.id
    // jsdom draws no pictures: the uploader's preview of a file on its way needs an object URL.
    URL.createObjectURL ??= () => 'blob:partnership-test'
    URL.revokeObjectURL ??= () => {}
  },
  teardown: shared.teardown,
  async start() {
    const account = await registerAccount(shared.server)
    const transport = new ControlledTransport(shared.server)
    const ctx: Ctx = {
      call, held: transport, uploadPicture: () => uploadAs(account.token), token: account.token, operator, categoryId,
      pictures: 0, filled: false, typedName: null, shown: null, transport, runtime: undefined as never, toasts: await watchAppToasts(),
    }
    transport.hold(...HELD)
    setCookie('Admin-Token', account.token)
    ctx.runtime = await renderWithTransport('/profile', { fetch: withMultipartBodies(transport.fetch) })
    // The way in: the personal center's link.
    await click(await screen.findByText('Open your own shop'))
    return ctx
  },
  async stop(ctx) {
    ctx.toasts.stop()
    ctx.runtime?.session.stop()
  },
  events: {
    ...applicationAnswers,
    RETRY: async () => {
      await click(await screen.findByRole('button', { name: 'Retry' }))
    },
    REFRESH: async () => {
      await click(await screen.findByRole('button', { name: 'Check again' }))
    },
    APPLY_AGAIN: async (ctx) => {
      await click(await screen.findByRole('button', { name: 'Apply again' }))
      // The form starts with the refused application's fields, its logo included.
      ctx.pictures = 1
      ctx.filled = true
      ctx.typedName = ctx.shown!.shop_name
    },
    UPLOAD: async (ctx, _event, { next }) => {
      await chooseFile(ctx, uploadRefused(next))
    },
    SUBMIT: async (ctx, _event, { index, path }) => {
      if (!ctx.filled) {
        // The untouched form is refused by the contract's rules, nothing sent.
        await click(submitButton()!)
        await screen.findByText('Please enter the shop name')
        if (ctx.pictures === 0) expect(screen.getByText('Please upload the shop logo')).toBeTruthy()
        expect(screen.getByText('Please choose a category')).toBeTruthy()
        expect(screen.getByText('Please enter how to contact the shop')).toBeTruthy()
        expect(screen.getByText('Please describe the shop')).toBeTruthy()
        expect(ctx.transport.isPending(SUBMIT)).toBe(false)
        await click(await screen.findByRole('option', { name: CATEGORY.label }))
        await type('.partnership-contact input', CONTACT)
        await type('.partnership-description textarea', DESCRIPTION)
        ctx.filled = true
      }
      if (ctx.pictures === 0) {
        await chooseFile(ctx, false)
        await ctx.transport.release(UPLOAD, 'pass')
        ctx.pictures = 1
        await waitFor(() => expect(pictures()).toBe(1))
        await waitFor(() => expect(submitButton()!.disabled).toBe(false))
        await waitFor(() => expect(ctx.toasts.shown).toContain('Upload successful'))
        ctx.toasts.shown.length = 0
      }
      ctx.typedName = nameToType(path.steps[index + 1])
      await type('.partnership-shop-name input', ctx.typedName)
      await click(submitButton()!)
    },
  },
  states: {
    loading: async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(LOAD)).toBe(true))
      expect(ctx.runtime.router.state.location.pathname).toBe('/partnership')
      expect(q('.partnership-page .skeleton-paragraph')).not.toBeNull()
      expect(submitButton()).toBeNull()
    },
    loadFailed: async () => {
      await screen.findByText('Failed to load')
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
      expect(submitButton()).toBeNull()
    },
    'form.idle': async (ctx) => {
      await effects(ctx)
      await found('button.partnership-submit')
      await waitFor(() => expect(isLoading(submitButton())).toBe(false))
      expect(submitButton()!.disabled).toBe(false)
      expect(q('.partnership-refusal')).toBeNull()
      await waitFor(() => expect(pictures()).toBe(ctx.pictures))
      if (ctx.typedName) expect(q<HTMLInputElement>('.partnership-shop-name input')!.value).toBe(ctx.typedName)
      await nothingWaiting(ctx)
    },
    'form.uploading': async (ctx) => {
      await waitFor(() => expect(ctx.transport.isPending(UPLOAD)).toBe(true))
      await waitFor(() => expect(submitButton()!.disabled).toBe(true))
    },
    'form.refusedByServer': async (ctx) => {
      await effects(ctx)
      await waitFor(() => expect(q('.partnership-refusal')?.textContent).toBe(ctx.refusal))
      await waitFor(() => expect(isLoading(submitButton())).toBe(false))
      expect(submitButton()!.disabled).toBe(false)
      expect(q<HTMLInputElement>('.partnership-shop-name input')!.value).toBe(ctx.typedName)
      // A refusal is no toast: the form says it.
      expect(ctx.toasts.shown).toEqual([])
      await nothingWaiting(ctx)
    },
    submitting: async (ctx) => {
      await waitFor(() => expect(isLoading(submitButton())).toBe(true))
      await waitFor(() => expect(ctx.transport.isPending(SUBMIT)).toBe(true))
    },
    waiting: async (ctx) => {
      await effects(ctx)
      const latest = await latestOf(ctx)
      expect(latest).toMatchObject({ status: 0, shop_name: ctx.shown!.shop_name })
      ctx.shown = latest
      await showsApplication(ctx, 'Application submitted', 'Waiting for review')
      expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy()
    },
    approved: async (ctx) => {
      await showsApplication(ctx, 'Your shop is open', 'Approved')
      expect(screen.getByRole('link', { name: 'Open the Merchant app' }).getAttribute('href')).toBe('/merchant/')
      // The profile is read again: the shopper is the shop's merchant now.
      const shopId = (await latestOf(ctx) as unknown as { shop_id: number }).shop_id
      await waitFor(() => expect(ctx.runtime.session.getSnapshot().context.userInfo).toMatchObject({ role: 'merchant', shop_id: shopId }))
    },
    refused: async (ctx) => {
      await showsApplication(ctx, 'Application refused', 'Refused')
      expect(q('.partnership-reason-text')?.textContent).toBe(REFUSAL_NOTE)
      expect(screen.getByRole('button', { name: 'Apply again' })).toBeTruthy()
    },
  },
}
