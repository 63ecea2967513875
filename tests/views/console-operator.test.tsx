// The operator's console screens through their real views and the real server in-process: the
// recharge and withdrawal queues by status tab (the evidence opened large, a recharge approved and
// a withdrawal refused with its reason, who and when shown, the money moved as decided); help, law
// and articles (an entry written in two languages, English required, published, read by a shopper
// at once, then unpublished); notifications written to one account and read by that shopper.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { helpSupport } from '../../src/contract/content'
import { notificationList } from '../../src/contract/notifications'
import type { ConsoleRuntime } from '../../src/console/runtime'
import { bankWithdrawal, manualRecharge } from '../api/support/wallet-steps'
import { newShopper, type Shopper } from '../api/support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../api/support/test-server'
import { TINY_PNG } from '../support/pictures'
import { apiCall } from './support/accounts'
import { click, found, q, setCookie } from './support/interact'
import { encodeFormData } from './support/multipart'
import { renderConsole } from './support/render-console'
import { watchAppToasts, type ToastWatch } from './support/toasts'

let server: TestServer
let runtime: ConsoleRuntime | undefined
let toasts: ToastWatch
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())
afterEach(() => {
  toasts?.stop()
  runtime?.session.stop()
  runtime = undefined
})

/** The payment evidence, uploaded as a browser sends it (jsdom's FormData does not reach the server). */
async function uploadEvidence(token: string): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob([TINY_PNG], { type: 'image/png' }), 'evidence.png')
  const { body, contentType } = await encodeFormData(form)
  const res = await server.app.request('/api/common/upload', { method: 'POST', body, headers: { token, 'content-type': contentType } })
  return ((await res.json()) as { data: { url: string } }).data.url
}

const pathOf = () => runtime!.router.state.location.pathname

async function openAsOperator(path: string) {
  setCookie('Console-Token', await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password))
  toasts = await watchAppToasts()
  runtime = await renderConsole(`/merchant${path}`, server)
}

const balanceOf = async (shopper: Shopper) => (await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, shopper.token)).data.balance as string
const accountOf = async (shopper: Shopper) => (await apiCall(server, 'GET', '/api/user/getUserInfo', undefined, shopper.token)).data.account as string
const dialogButton = (text: string) => [...document.querySelectorAll<HTMLElement>('.adm-dialog-button')].reverse().find((b) => b.textContent === text)
const tabNamed = (name: string) => screen.getAllByRole('tab').find((tab) => tab.textContent === name)!
/** A field's label, with or without the required mark after it. */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`)
const expectToast = (message: string) => waitFor(() => expect(toasts.shown).toContain(message))

describe('the recharge queue', () => {
  it('shows the evidence large, approves a recharge after a confirm, and lists it as approved by whom', async () => {
    const shopper = await newShopper(server)
    const asked = (await manualRecharge(server, shopper, '250', { evidence: await uploadEvidence(shopper.token) })).body.data
    const account = await accountOf(shopper)
    await openAsOperator('/recharges')

    const row = await found(`[data-recharge-id="${asked.id}"]`)
    expect(row.querySelector('.console-audit-account')?.textContent).toBe(account)
    expect(tabNamed('Waiting').getAttribute('aria-selected')).toBe('true')
    // The evidence opens large in place (antd-mobile's ImageViewer).
    await click(row.querySelector('.console-evidence')!)
    const large = await waitFor(() => {
      const image = document.querySelector<HTMLImageElement>('.console-evidence-viewer ~ * img, .adm-image-viewer-content img')
      expect(image?.getAttribute('src')).toBe(asked.evidence)
      return image!
    })
    expect(large).toBeTruthy()

    await click(within(row).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(document.querySelector('.adm-dialog-content')?.textContent).toBe(
      `Approve recharge No. ${asked.id} of $250.00 for ${account}? The amount is credited to the wallet at once.`))
    await click(dialogButton('Approve')!)
    await waitFor(() => expect(row.dataset.status).toBe('1'))
    expect(row.querySelector('.console-decided-by')?.textContent).toMatch(/^Approved by operator · /)
    await expectToast('Recharge approved: the wallet is credited')
    expect(await balanceOf(shopper)).toBe('250.00')

    await click(tabNamed('Approved'))
    await waitFor(() => expect(runtime!.router.state.location.search).toEqual({ status: 1 }))
    const approved = await found(`[data-recharge-id="${asked.id}"]`)
    expect(approved.querySelector('.console-decision')).toBeNull()
    expect(approved.querySelector('.console-status')?.textContent).toBe('Approved by operator')
  })
})

describe('the withdrawal queue', () => {
  it('refuses a withdrawal only with a reason, which the refused tab shows with who decided; the hold returns', async () => {
    const shopper = await newShopper(server, { balance: '300.00' })
    const held = (await bankWithdrawal(server, shopper, '120')).body.data.withdrawal
    expect(await balanceOf(shopper)).toBe('180.00')
    await openAsOperator('/withdrawals')

    const row = await found(`[data-withdrawal-id="${held.id}"]`)
    expect(row.querySelector('.console-audit-charge')?.textContent).toBe(`$${held.charge}`)
    expect(row.querySelector('.console-audit-arrival')?.textContent).toBe(`$${held.arrival}`)
    expect(row.querySelector('.console-audit-destination')?.textContent).toBe('Bank card · Vietcombank · 9704 0000 1234 5678')

    await click(within(row).getByRole('button', { name: 'Refuse' }))
    // No reason: said at the field, nothing sent.
    await click(await within(row).findByRole('button', { name: 'Refuse with this reason' }))
    await waitFor(() => expect(row.querySelector('.console-field-error')?.textContent).toBe('Please give the reason for refusing'))
    expect(await balanceOf(shopper)).toBe('180.00')
    await act(async () => void fireEvent.change(within(row).getByLabelText('Reason for refusing'), { target: { value: 'The card number does not match the account holder' } }))
    await click(within(row).getByRole('button', { name: 'Refuse with this reason' }))
    await waitFor(() => expect(row.dataset.status).toBe('2'))
    expect(row.querySelector('.console-decided-note')?.textContent).toBe('Reason: The card number does not match the account holder')
    await expectToast('Withdrawal refused: the amount is back in the wallet')
    expect(await balanceOf(shopper)).toBe('300.00')

    await click(tabNamed('Refused'))
    const refused = await found(`[data-withdrawal-id="${held.id}"]`)
    expect(refused.querySelector('.console-status')?.textContent).toBe('Refused by operator')
    expect(refused.querySelector('time')).not.toBeNull()
  })
})

describe('help, law and articles', () => {
  it('writes a help answer in two languages (English required), publishes it for shoppers at once, then unpublishes it', async () => {
    const shopper = await newShopper(server)
    const readHelp = async (lang: string) => (await server.call(helpSupport, {}, { token: shopper.token, lang })).body.data as Array<{ slug: string; title: string }>
    await readHelp('vi')
    await openAsOperator('/content')
    await found('.console-entry[data-entry-slug="how-to-order"]')
    await click(screen.getByRole('button', { name: 'New entry' }))
    await waitFor(() => expect(pathOf()).toBe('/content/new'))

    const field = (label: string) => screen.getByLabelText(labelled(label)) as HTMLInputElement
    const type = (label: string, value: string) => act(async () => void fireEvent.change(field(label), { target: { value } }))
    await waitFor(() => field('Link name'))
    await type('Link name', 'parcel-tracking')
    await type('Position', '70')
    await click(screen.getByRole('switch'))
    // Vietnamese written first, English left empty: refused, and the English tab opens.
    await click(screen.getByText('Tiếng Việt'))
    await type('Title · Tiếng Việt', 'Theo dõi bưu kiện thế nào?')
    await type('Text · Tiếng Việt', 'Mở đơn hàng để xem hành trình.')
    await click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getAllByText('Please fill the title in English').length).toBeGreaterThan(0))
    await waitFor(() => expect(q('.console-language-fields[data-lang="en"]')?.hidden).toBe(false))
    await type('Title · English', 'How do I track my parcel?')
    await type('Text · English', 'Open the order to follow its journey.')
    await click(screen.getByRole('button', { name: 'Save' }))
    await expectToast('Entry saved')
    await waitFor(() => expect(pathOf()).toBe('/content'))

    const card = await found('.console-entry[data-entry-slug="parcel-tracking"]')
    expect(card.dataset.published).toBe('true')
    expect(card.querySelector('.console-entry-languages')?.textContent).toBe('Written in: en, vi')
    expect((await readHelp('vi')).find((entry) => entry.slug === 'parcel-tracking')?.title).toBe('Theo dõi bưu kiện thế nào?')

    await click(within(card).getByRole('button', { name: 'Unpublish' }))
    await expectToast('Unpublished: readers no longer see it')
    await waitFor(() => expect(q('.console-entry[data-entry-slug="parcel-tracking"]')?.dataset.published).toBe('false'))
    expect((await readHelp('vi')).some((entry) => entry.slug === 'parcel-tracking')).toBe(false)
  })

  it('lists the law entries under their tab, and opens one in the editor with every language', async () => {
    await openAsOperator('/content?kind=law')
    const terms = await found('.console-entry[data-entry-slug="terms-of-service"]')
    await click(within(terms).getByText('Edit'))
    await waitFor(() => expect(pathOf()).toMatch(/^\/content\/\d+$/))
    await waitFor(() => expect((screen.getByLabelText(labelled('Title · 日本語')) as HTMLInputElement).value).toBe('利用規約'))
    expect((screen.getByLabelText(labelled('Link name')) as HTMLInputElement).value).toBe('terms-of-service')
    expect(q('.console-language[data-lang="th"]')?.dataset.written).toBe('true')
  })
})

describe('notifications', () => {
  it('publishes a notification to one account after a confirm; that shopper reads it, the list shows to whom', async () => {
    const shopper = await newShopper(server)
    const account = await accountOf(shopper)
    await openAsOperator('/notifications')
    await found('.console-compose')
    await click(screen.getByText('One account'))
    const type = (label: string, value: string) => act(async () => void fireEvent.change(screen.getByLabelText(labelled(label)), { target: { value } }))
    await waitFor(() => screen.getByLabelText(labelled('Account')))
    await type('Account', account)
    await type('Title · English', 'Your parcel is on its way')
    await type('Text · English', 'We sent your order with VNPost today.')
    await click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(document.querySelector('.adm-dialog-content')?.textContent).toBe(`Publish this notification to ${account}? It cannot be taken back.`))
    await click(dialogButton('Publish')!)
    await expectToast('Announcement published')

    const card = await found('.console-announcement')
    expect(card.querySelector('.console-announcement-title')?.textContent).toBe('Your parcel is on its way')
    expect(card.querySelector('.console-announcement-to')?.textContent).toBe(`To ${account}`)
    const read = await server.call(notificationList, { query: {} }, { token: shopper.token, lang: 'vi' })
    expect(read.body.data.list[0]).toMatchObject({ kind: 'announcement', title: 'Your parcel is on its way', body: 'We sent your order with VNPost today.' })
    // The form is empty again for the next one.
    expect((screen.getByLabelText(labelled('Title · English')) as HTMLInputElement).value).toBe('')
  })

  it('an unknown account is refused in words and nothing is published', async () => {
    await openAsOperator('/notifications')
    await found('.console-compose')
    const before = (await apiCall(server, 'GET', '/api/admin/notification/list', undefined, await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password))).data.total
    await click(screen.getByText('One account'))
    await act(async () => void fireEvent.change(await screen.findByLabelText(labelled('Account')), { target: { value: 'nobody_here' } }))
    await act(async () => void fireEvent.change(screen.getByLabelText(labelled('Title · English')), { target: { value: 'Hello' } }))
    await act(async () => void fireEvent.change(screen.getByLabelText(labelled('Text · English')), { target: { value: 'Hi there' } }))
    await click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(dialogButton('Publish')).toBeDefined())
    await click(dialogButton('Publish')!)
    await waitFor(() => expect(toasts.shown).toContain('No account nobody_here'))
    const after = (await apiCall(server, 'GET', '/api/admin/notification/list', undefined, await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password))).data.total
    expect(after).toBe(before)
  })
})
