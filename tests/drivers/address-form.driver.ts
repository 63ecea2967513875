// The address form machine through /addressForm: each path its own shopper.
// - OPEN with an id edits the shopper's second address (not the default), opened from checkout's
//   "manage addresses" list: ?redirect=/address?redirect=/checkout... ; OPEN without one adds the
//   shopper's first address, with no return target (back to the list). The page opens as the path starts.
// - done/error of loadAddress release the held GET /api/user/address: an error followed by RETRY is
//   a dropped connection (Retry shown); otherwise the address was deleted on another device
//   meanwhile (the server's "Address not found", no Retry).
// - SUBMIT first presses Save on what is there (adding: an empty form, refused by the contract's
//   rules without a request), then fills the fields (editing: a new detail and "Set as default").
// - done/error of saveAddress release the held POST /api/user/address_add; the error is the
//   server's refusal: the address book filled up (adding) or the address deleted (editing) on
//   another device meanwhile.
import { expect } from '../e2e/support/expect'
import { MAX_ADDRESSES } from '../../src/contract/addresses'
import type { TestAccount } from '../support/new-account'
import type { Driver, DriverCtx, Layer } from './support/protocol'
import { becomes, held, isDisabled, isLoading } from './support/reads'

const LOAD = 'GET /api/user/address'
const SAVE = 'POST /api/user/address_add'
const CHECKOUT = '/checkout?cart_ids=1'
const RETURN = `/address?redirect=${encodeURIComponent(CHECKOUT)}`
const save = { css: 'form button[type=submit]' }

interface Ctx extends DriverCtx {
  account: TestAccount
  /** The address being edited (the shopper's second, not the default); null when adding. */
  editId: number | null
  /** What the form should show, and the list after saving. */
  values: { addressee: string; detail: string }
  /** What the last step should have done besides its state. */
  effect?: 'dropped' | 'gone' | 'refusedFull' | 'refusedGone'
}

const place = (n: number) => ({ addressee: `Mai Tran ${n}`, mobile: '+84 901 234 567', area: 'District 1, Ho Chi Minh City', detail: `${n} Le Loi Street`, tag: 'Home' })
const ui = (ctx: Ctx, key: string) => ctx.layer.text(`ui.${key}`)
const field = (ctx: Ctx, key: string) => ({ label: ui(ctx, key) })
const toggle = (ctx: Ctx) => ({ role: 'switch', name: ui(ctx, 'setAsDefault') }) as const
const retry = (ctx: Ctx) => ({ role: 'button', name: ui(ctx, 'retry') }) as const
const loading = (ctx: Ctx) => isLoading(ctx.session.screen, save)

async function addOnServer(layer: Layer, account: TestAccount, n: number) {
  const answer = await layer.backend.call('POST', '/api/user/address_add', place(n), account.token)
  expect(answer.code, answer.msg).toBe(1)
  return answer.data.id as number
}
const deleteOnServer = (ctx: Ctx) => ctx.layer.backend.call('GET', `/api/user/address_del?id=${ctx.editId}`, undefined, ctx.account.token)

export const driver: Driver<Ctx> = {
  async start(layer, path) {
    const account = await layer.backend.newAccount()
    let editId: number | null = null
    if (path.steps[0]!.event.addressId !== null) {
      await addOnServer(layer, account, 1)
      editId = await addOnServer(layer, account, 2)
    }
    const href = editId === null ? '/addressForm' : `/addressForm/${editId}?redirect=${encodeURIComponent(RETURN)}`
    const session = await layer.open(href, { hold: [LOAD, SAVE], token: account.token })
    return { session, layer, account, editId, values: editId === null ? { addressee: '', detail: '' } : { addressee: 'Mai Tran 2', detail: '2 Le Loi Street' } }
  },
  events: {
    OPEN: async () => {},
    'xstate.done.actor.loadAddress': (ctx) => ctx.session.transport.release(LOAD, 'pass'),
    'xstate.error.actor.loadAddress': async (ctx, _event, { next }) => {
      if (next?.event.type === 'RETRY') {
        ctx.effect = 'dropped'
        return ctx.session.transport.release(LOAD, 'fail')
      }
      await deleteOnServer(ctx)
      ctx.effect = 'gone'
      await ctx.session.transport.release(LOAD, 'pass')
    },
    RETRY: (ctx) => ctx.session.screen.click(retry(ctx)),
    SUBMIT: async (ctx) => {
      const { screen } = ctx.session
      if (ctx.editId === null) {
        // The contract's rules refuse an empty form before anything is sent.
        await screen.click(save)
        await screen.visible({ text: ctx.layer.text('msg.fillAreaDetailTag') })
        await screen.visible({ text: ctx.layer.text('msg.correctMobile') })
        expect(ctx.session.transport.isPending(SAVE)).toBe(false)
        ctx.values = { addressee: 'Linh Pham', detail: '5 Hang Bai Street, room 12' }
        await screen.fill(field(ctx, 'addressee'), ctx.values.addressee)
        await screen.fill(field(ctx, 'mobile'), '0912 345 678')
        await screen.fill(field(ctx, 'area'), 'Hoan Kiem, Ha Noi')
        await screen.fill(field(ctx, 'addressDetail'), ctx.values.detail)
        // A quick tag fills the tag field.
        await screen.click({ role: 'button', name: ui(ctx, 'tagOffice') })
        await becomes(screen, () => screen.value(field(ctx, 'addressTag')), ui(ctx, 'tagOffice'))
      } else {
        ctx.values = { ...ctx.values, detail: '9 Nguyen Hue Boulevard' }
        await screen.fill(field(ctx, 'addressDetail'), ctx.values.detail)
        expect(await screen.attribute(toggle(ctx), 'aria-checked')).toBe('false')
        await screen.click(toggle(ctx))
        await becomes(screen, () => screen.attribute(toggle(ctx), 'aria-checked'), 'true')
      }
      await screen.click(save)
    },
    'xstate.done.actor.saveAddress': (ctx) => ctx.session.transport.release(SAVE, 'pass'),
    'xstate.error.actor.saveAddress': async (ctx) => {
      if (ctx.editId === null) {
        for (let n = 0; n < MAX_ADDRESSES; n++) await addOnServer(ctx.layer, ctx.account, 100 + n)
        ctx.effect = 'refusedFull'
      } else {
        await deleteOnServer(ctx)
        ctx.effect = 'refusedGone'
      }
      await ctx.session.transport.release(SAVE, 'pass')
    },
  },
  states: {
    loading: async (ctx) => {
      await held(ctx.session, LOAD)
      await ctx.session.screen.visible({ css: '.address-form-page .skeleton-paragraph' })
      expect(await ctx.session.screen.count(save)).toBe(0)
      ctx.effect = undefined
    },
    loadFailed: async (ctx) => {
      const { screen } = ctx.session
      const dropped = ctx.effect === 'dropped'
      await screen.visible({ text: dropped ? ui(ctx, 'loadFailed') : ctx.layer.text('msg.addressNotFound') })
      expect(await screen.count(retry(ctx)), 'Retry only for a dropped connection').toBe(dropped ? 1 : 0)
      expect(await screen.count(save)).toBe(0)
      expect(await screen.attribute({ role: 'link', name: ui(ctx, 'addresses') }, 'href')).toBe('/address')
    },
    editing: async (ctx) => {
      const { screen } = ctx.session
      await screen.visible(save)
      await becomes(screen, () => loading(ctx), false)
      await screen.hasText({ css: 'h1' }, ui(ctx, ctx.editId === null ? 'addAddress' : 'editAddress'))
      // What was loaded, or what the shopper typed before a refusal, is still there.
      expect(await screen.value(field(ctx, 'addressee'))).toBe(ctx.values.addressee)
      expect(await screen.value(field(ctx, 'addressDetail'))).toBe(ctx.values.detail)
      if (ctx.effect === 'refusedFull') {
        await screen.toasted(ctx.layer.text('msg.addressBookFull', { max: MAX_ADDRESSES }))
      } else if (ctx.effect === 'refusedGone') {
        await screen.toasted(ctx.layer.text('msg.addressNotFound'))
      } else if (ctx.editId === null) {
        // The first address is the default whatever the switch would say.
        await becomes(screen, () => screen.attribute(toggle(ctx), 'aria-checked'), 'true')
        expect(await screen.attribute(toggle(ctx), 'aria-disabled')).toBe('true')
        await screen.visible({ text: ui(ctx, 'firstAddressDefault') })
      } else {
        expect(await screen.attribute(toggle(ctx), 'aria-checked')).toBe('false')
      }
      expect(await screen.pathname()).toMatch(/^\/addressForm/)
      ctx.effect = undefined
    },
    saving: async (ctx) => {
      await becomes(ctx.session.screen, () => loading(ctx), true)
      expect(await isDisabled(ctx.session.screen, save)).toBe(true)
      await held(ctx.session, SAVE)
    },
    saved: async (ctx) => {
      const { screen } = ctx.session
      await screen.toasted(ctx.layer.text('msg.saveSuccess'))
      // Back where the form was opened from: the list (for checkout, with its own return target).
      await screen.reaches('/address')
      if (ctx.editId !== null) expect(await screen.query('redirect')).toBe(CHECKOUT)
      // The saved address is the default now (the first one, or chosen with the switch): listed first.
      const first = { css: '.address-row' }
      await screen.hasText(first, ctx.values.addressee)
      await screen.hasText(first, ctx.values.detail)
      expect(await screen.attribute(first, 'class')).toMatch(/\bis-default\b/)
      await screen.hasText({ css: '.address-row .address-default-badge' }, ui(ctx, 'addressDefault'))
      expect(await screen.count({ css: '.address-default-badge' })).toBe(1)
      if (ctx.editId !== null) await screen.hasText({ css: '.address-row .address-deliver' }, ui(ctx, 'deliverHere'))
    },
  },
}
