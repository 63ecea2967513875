// The operator's applications to open a shop through the console's real views and the real server
// in-process: each waiting application with its logo (opened large), shop name, category, contact,
// description and applicant; one approved after a confirm (the shop opens, the applicant becomes
// its merchant), one refused with the reason the applicant reads (required), one decided by another
// operator meanwhile read again as it now stands; the tabs list them by status.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { getUserInfo } from '../../src/contract/user'
import { myMerchantApplication } from '../../src/contract/merchant-applications'
import type { ConsoleRuntime } from '../../src/console/runtime'
import { PARCEL_PNG } from '../support/pictures'
import { newShopper, type Shopper } from '../api/support/shoppers'
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from '../api/support/test-server'
import { apiCall } from './support/accounts'
import { click, found, setCookie } from './support/interact'
import { encodeFormData } from './support/multipart'
import { renderConsole } from './support/render-console'
import { watchAppToasts, type ToastWatch } from './support/toasts'

let server: TestServer
let runtime: ConsoleRuntime | undefined
let toasts: ToastWatch
let categoryId: number
beforeAll(async () => {
  server = await createTestServer()
  const categories = (await apiCall(server, 'GET', '/api/category/list')).data as Array<{ id: number; key: string }>
  categoryId = categories.find((c) => c.key === 'familyLife')!.id
  // jsdom draws no pictures: the image viewer's preview needs an object URL.
  URL.createObjectURL ??= () => 'blob:applications-test'
})
afterAll(() => server.close())
afterEach(() => {
  toasts?.stop()
  runtime?.session.stop()
  runtime = undefined
})

const dialogButton = (text: string) => [...document.querySelectorAll<HTMLElement>('.adm-dialog-button')].reverse().find((b) => b.textContent === text)
const tabNamed = (name: string) => screen.getAllByRole('tab').find((tab) => tab.textContent === name)!
const expectToast = (message: string) => waitFor(() => expect(toasts.shown).toContain(message))

async function openAsOperator(path: string) {
  setCookie('Console-Token', await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password))
  toasts = await watchAppToasts()
  runtime = await renderConsole(`/merchant${path}`, server)
}

/** A picture through the API, the bytes a browser would send (jsdom's FormData is not the server's). */
async function uploadLogo(token: string): Promise<string> {
  const form = new FormData()
  form.append('file', new File([PARCEL_PNG], 'logo.png', { type: 'image/png' }))
  const { body, contentType } = await encodeFormData(form)
  const res = await server.app.request('/api/common/upload', { method: 'POST', body, headers: { token, 'content-type': contentType } })
  return ((await res.json()) as { data: { url: string } }).data.url
}

let shops = 0
interface Applied {
  shopper: Shopper
  account: string
  id: number
  shopName: string
  logo: string
}

async function applied(): Promise<Applied> {
  const shopper = await newShopper(server)
  const account = (await apiCall(server, 'GET', getUserInfo.path, undefined, shopper.token)).data.account as string
  const shopName = `Mekong Ceramics ${process.pid}-${++shops}`
  const logo = await uploadLogo(shopper.token)
  const answer = await apiCall(server, 'POST', '/api/user/merchant/apply', {
    shop_name: shopName, logo, category_id: categoryId, contact: 'mekong@example.com', description: 'Glazed bowls from Bát Tràng',
  }, shopper.token)
  if (answer.code !== 1) throw new Error(`apply refused: ${JSON.stringify(answer)}`)
  return { shopper, account, id: answer.data.id, shopName, logo }
}

const profileOf = async (shopper: Shopper) => (await apiCall(server, 'GET', getUserInfo.path, undefined, shopper.token)).data
const latestOf = async (shopper: Shopper) => (await apiCall(server, 'GET', myMerchantApplication.path, undefined, shopper.token)).data

describe("the operator's applications", () => {
  it('shows a waiting application with its logo and facts, approves it after a confirm: the shop opens for the applicant', async () => {
    const application = await applied()
    await openAsOperator('/applications')
    expect(await screen.findByRole('heading', { name: 'Shop applications' })).toBeTruthy()
    const row = await found(`[data-application-id="${application.id}"]`)
    expect(tabNamed('Waiting for review').getAttribute('aria-selected')).toBe('true')
    expect(row.querySelector('.console-application-shop')?.textContent).toBe(application.shopName)
    expect(row.querySelector('.console-application-category')?.textContent).toBe('Family life')
    expect(row.querySelector('.console-application-applicant')?.textContent).toBe(application.account)
    expect(row.querySelector('.console-application-contact')?.textContent).toBe('mekong@example.com')
    expect(row.querySelector('.console-application-description')?.textContent).toBe('Glazed bowls from Bát Tràng')
    expect(row.querySelector('.console-application-logo img')?.getAttribute('src')).toBe(application.logo)
    // The logo opens large in place.
    await click(row.querySelector('.console-application-logo')!)
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content img')?.getAttribute('src')).toBe(application.logo))

    await click(within(row).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(document.querySelector('.adm-dialog-content')?.textContent).toBe(
      `Approve the shop ${application.shopName}? It opens at once and ${application.account} becomes its merchant.`))
    await click(dialogButton('Approve')!)
    await waitFor(() => expect(row.dataset.status).toBe('1'))
    expect(row.querySelector('.console-decided-by')?.textContent).toMatch(/^Approved by operator · /)
    await expectToast('Application approved: the shop is open')
    const latest = await latestOf(application.shopper)
    expect(latest).toMatchObject({ status: 1 })
    expect(await profileOf(application.shopper)).toMatchObject({ role: 'merchant', shop_id: latest.shop_id })

    await click(tabNamed('Approved'))
    await waitFor(() => expect(runtime!.router.state.location.search).toEqual({ status: 1 }))
    const approved = await found(`[data-application-id="${application.id}"]`)
    expect(approved.querySelector('.console-decision')).toBeNull()
  })

  it('refuses an application only with a reason, which the applicant reads; the applicant stays a shopper', async () => {
    const application = await applied()
    await openAsOperator('/applications')
    const row = await found(`[data-application-id="${application.id}"]`)
    await click(within(row).getByRole('button', { name: 'Refuse' }))
    // The refusal's own button (its words are the shared decision's).
    const send = () => click(row.querySelector('.console-send-refusal')!)
    await send()
    expect(await within(row).findByText('Please give the reason for refusing')).toBeTruthy()
    const note = row.querySelector<HTMLTextAreaElement>('.console-refusal-note textarea')!
    await act(async () => void fireEvent.change(note, { target: { value: 'The logo is another brand’s' } }))
    await send()
    await waitFor(() => expect(row.dataset.status).toBe('2'))
    expect(row.querySelector('.console-decided-note')?.textContent).toBe('Reason: The logo is another brand’s')
    await expectToast('Application refused')
    expect(await latestOf(application.shopper)).toMatchObject({ status: 2, note: 'The logo is another brand’s' })
    expect(await profileOf(application.shopper)).toMatchObject({ role: 'shopper', shop_id: null })

    await click(tabNamed('Refused'))
    expect(await found(`[data-application-id="${application.id}"] .console-decided-refused`)).toBeTruthy()
  })

  it('an application decided by another operator meanwhile is read again and shown as decided', async () => {
    const application = await applied()
    await openAsOperator('/applications')
    const row = await found(`[data-application-id="${application.id}"]`)
    const other = await server.login(DEMO_ACCOUNTS.operator.account, DEMO_ACCOUNTS.operator.password)
    await apiCall(server, 'POST', '/api/admin/merchant/application/audit', { id: application.id, approve: false, note: 'Duplicate of another shop' }, other)

    await click(within(row).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(dialogButton('Approve')).toBeTruthy())
    await click(dialogButton('Approve')!)
    await expectToast(`Application ${application.id} has already been decided`)
    await waitFor(() => expect(document.querySelector<HTMLElement>(`[data-application-id="${application.id}"]`)?.dataset.status).toBe('2'))
    expect(document.querySelector(`[data-application-id="${application.id}"] .console-decided-note`)?.textContent).toBe('Reason: Duplicate of another shop')
    expect(await profileOf(application.shopper)).toMatchObject({ role: 'shopper' })
  })
})
