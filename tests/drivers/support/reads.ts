// Reads of a screen that most drivers make, written over the protocol's Screen once: whether a
// control takes a tap, whether an antd-mobile button is busy, a held call on its way, and an
// address compared as its parts.
import { expect } from '../../e2e/support/expect'
import type { Screen, Session, Target } from './protocol'

export const isDisabled = async (screen: Screen, target: Target) => (await screen.attribute(target, 'disabled')) !== null
export const isLoading = async (screen: Screen, target: Target) => /adm-button-loading/.test((await screen.attribute(target, 'class')) ?? '')
/** Waits until `read` answers `expected`. */
export const becomes = (screen: Screen, read: () => Promise<unknown>, expected: unknown) => screen.eventually(async () => expect(await read()).toEqual(expected))
/** Waits until the app's `METHOD /path` call is held on its way to the server. */
export const held = (session: Session, call: string) => session.screen.eventually(() => expect(session.transport.isPending(call), `${call} on its way`).toBe(true))

/** An address with its search values as text: the router may write a number in quotes (`"1"`) or a comma encoded. */
export function normalisedHref(href: string | null): string {
  const url = new URL(href ?? '', 'http://localhost')
  const values = [...url.searchParams].map(([key, value]) => `${key}=${value.replace(/^"(.*)"$/, '$1')}`)
  return `${url.pathname}?${values.sort().join('&')}`
}
