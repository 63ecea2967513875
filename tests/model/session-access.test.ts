// The access guard of docs/product/screens.md#access-guard as the session machine decides it: what
// `can(ENTER)` says for a visitor and for a logged-in user (the router's beforeLoad asks exactly
// this).
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { isPublicPath, sessionMachine } from '../../machines/session.machine'
import { atMachineLayer } from '../../src/tools/statecharts/replay'

function settled(as: 'visitor' | 'user') {
  const actor = createActor(atMachineLayer(sessionMachine)).start()
  actor.send({ type: 'BOOT', token: as === 'user' ? 't' : null })
  if (as === 'user') {
    actor.send({ type: 'xstate.done.actor.fetchProfile', output: { lang: null } } as never)
  }
  return actor.getSnapshot()
}

const enter = (path: string) => ({ type: 'ENTER' as const, path })

describe('the access guard', () => {
  it('lets a visitor open the public paths and anything below them', () => {
    const visitor = settled('visitor')
    for (const path of ['/', '/login', '/register', '/home', '/shop/3', '/explore', '/detail/12/4', '/search', '/forgotPassword', '/changePassword']) {
      expect(visitor.can(enter(path)), path).toBe(true)
    }
  })

  it('keeps a visitor out of every other path', () => {
    const visitor = settled('visitor')
    for (const path of ['/bag', '/profile', '/myPurchases/0', '/checkout', '/setting', '/language', '/passwords', '/topUp']) {
      expect(visitor.can(enter(path)), path).toBe(false)
    }
  })

  it('lets a logged-in user open everything but /login', () => {
    const user = settled('user')
    expect(user.matches('authenticated')).toBe(true)
    for (const path of ['/bag', '/profile', '/home', '/myPurchases/0', '/setting']) expect(user.can(enter(path)), path).toBe(true)
    expect(user.can(enter('/login'))).toBe(false)
  })

  it('treats a path starting with a public prefix as public', () => {
    expect(isPublicPath('/shopping')).toBe(true)
    expect(isPublicPath('/bagel')).toBe(false)
  })
})
