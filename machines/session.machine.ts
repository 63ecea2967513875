// The shopper's session: who is logged in, and whether a path may be entered
// (docs/product/screens.md#access-guard, docs/product/screens.md#signing-in-and-out).
import { assign, fromPromise, setup } from 'xstate'
import type { UserInfo } from '../src/contract/user'
import type { MachineExamples } from './model-examples'
import type { MachineDescriptions } from './descriptions'

/**
 * Paths a visitor may open; any path starting with one of them is public too
 * (docs/product/screens.md#access-guard).
 */
export const PUBLIC_PATH_PREFIXES = [
  '/login', '/register', '/home', '/shop', '/explore', '/detail', '/search', '/forgotPassword', '/changePassword',
] as const

export function isPublicPath(path: string): boolean {
  return path === '/' || PUBLIC_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))
}

export interface SessionContext {
  token: string | null
  userInfo: UserInfo | null
}

export type LoginResult = { token: string; userInfo: UserInfo }
export type Credentials = { account: string; password: string }

export type SessionEvent =
  | { type: 'BOOT'; token: string | null }
  | { type: 'LOGIN'; account: string; password: string }
  | { type: 'REGISTERED'; token: string; userInfo: UserInfo }
  | { type: 'LOGOUT' }
  | { type: 'TOKEN_INVALID' }
  | { type: 'PASSWORD_CHANGED' }
  | { type: 'PROFILE_CHANGED'; userInfo: UserInfo }
  | { type: 'ENTER'; path: string }

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    login: fromPromise<LoginResult, Credentials>(async () => {
      throw new Error('login is provided by the app')
    }),
    fetchProfile: fromPromise<UserInfo, { token: string }>(async () => {
      throw new Error('fetchProfile is provided by the app')
    }),
    logout: fromPromise<void, { token: string | null }>(async () => {
      throw new Error('logout is provided by the app')
    }),
  },
  guards: {
    hasToken: ({ event }) => event.type === 'BOOT' && !!event.token,
    isPublicPath: ({ event }) => event.type === 'ENTER' && isPublicPath(event.path),
    isNotLoginPath: ({ event }) => event.type === 'ENTER' && !event.path.startsWith('/login'),
  },
  actions: {
    /** Keep the token where the next visit finds it (the Admin-Token cookie). */
    storeToken: (_, _params: { token: string }) => {},
    /** Forget token and profile; with `storage`, local and session storage too. */
    clearSession: (_, _params: { storage: boolean }) => {},
    /** Switch the interface to the language saved on the profile, when it has one. */
    applyUserLanguage: (_, _params: { userInfo: UserInfo }) => {},
    /** Just logged in or registered: what the visitor put in the bag on this device joins the account's bag. */
    adoptVisitorBag: () => {},
    /** The path may be entered. A transition with neither target nor action counts as refused by `can()`. */
    admit: () => {},
    goToLogin: () => {},
    goHome: () => {},
    forget: assign({ token: null, userInfo: null }),
  },
}).createMachine({
  id: 'session',
  initial: 'booting',
  context: { token: null, userInfo: null },
  on: {
    // A 401 from any call: clear without asking the server (docs/product/screens.md#signing-in-and-out).
    TOKEN_INVALID: { target: '.anonymous', actions: ['forget', { type: 'clearSession', params: { storage: false } }] },
  },
  states: {
    booting: {
      description: 'The app starts and looks for a stored login',
      on: {
        BOOT: [
          { guard: 'hasToken', target: 'loadingProfile', actions: assign({ token: ({ event }) => event.token }) },
          { target: 'anonymous' },
        ],
      },
    },
    anonymous: {
      description: 'Nobody is logged in',
      tags: ['settled'],
      on: {
        LOGIN: 'loggingIn',
        REGISTERED: {
          target: 'authenticated',
          actions: [
            assign({ token: ({ event }) => event.token, userInfo: ({ event }) => event.userInfo }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'applyUserLanguage', params: ({ event }) => ({ userInfo: event.userInfo }) },
            'adoptVisitorBag',
          ],
        },
        ENTER: { guard: 'isPublicPath', actions: 'admit' },
      },
    },
    loggingIn: {
      description: 'The login is on its way to the server',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event.type === 'LOGIN' ? { account: event.account, password: event.password } : { account: '', password: '' }),
        onDone: {
          target: 'authenticated',
          actions: [
            assign({ token: ({ event }) => event.output.token, userInfo: ({ event }) => event.output.userInfo }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'applyUserLanguage', params: ({ event }) => ({ userInfo: event.output.userInfo }) },
            'adoptVisitorBag',
          ],
        },
        onError: 'anonymous',
      },
    },
    loadingProfile: {
      description: 'Reading the profile of the stored login',
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'authenticated',
          actions: [
            assign({ userInfo: ({ event }) => event.output }),
            { type: 'applyUserLanguage', params: ({ event }) => ({ userInfo: event.output }) },
          ],
        },
        onError: 'loggingOutAfterFailure',
      },
    },
    // The profile could not be loaded: log out, then to /login; if even that fails, clear and go home.
    loggingOutAfterFailure: {
      description: 'The stored login is no good: logging out',
      invoke: {
        id: 'logoutAfterFailure',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'anonymous', actions: ['forget', { type: 'clearSession', params: { storage: true } }, 'goToLogin'] },
        onError: { target: 'anonymous', actions: ['forget', { type: 'clearSession', params: { storage: false } }, 'goHome'] },
      },
    },
    authenticated: {
      description: 'A shopper is logged in',
      tags: ['settled'],
      on: {
        LOGOUT: 'loggingOut',
        // After a password change the server has ended every session: clear like an invalid token.
        PASSWORD_CHANGED: { target: 'anonymous', actions: ['forget', { type: 'clearSession', params: { storage: false } }] },
        PROFILE_CHANGED: {
          actions: [
            assign({ userInfo: ({ event }) => event.userInfo }),
            { type: 'applyUserLanguage', params: ({ event }) => ({ userInfo: event.userInfo }) },
          ],
        },
        ENTER: { guard: 'isNotLoginPath', actions: 'admit' },
      },
    },
    // Logout asks the server, then clears token, profile and local storage whatever it answered.
    loggingOut: {
      description: 'Logging out at the server',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'anonymous', actions: ['forget', { type: 'clearSession', params: { storage: true } }] },
        onError: { target: 'anonymous', actions: ['forget', { type: 'clearSession', params: { storage: true } }] },
      },
    },
  },
})

const demoUser: UserInfo = {
  id: 1, account: 'demo', email: 'demo@example.com', mobile: '+84901234567', family_name: 'Nguyen', given_name: 'An',
  avatar: null, role: 'shopper', shop_id: null, balance: '1000.00', lang: 'vi', has_payment_code: true,
  created_at: '2026-11-21T00:00:00.000Z',
}

export const examples: MachineExamples = {
  events: {
    BOOT: [{ token: 'a-stored-token' }, { token: null }],
    LOGIN: [{ account: 'demo', password: 'demo1234' }],
    REGISTERED: [{ token: 'a-new-token', userInfo: demoUser }],
    ENTER: [{ path: '/home' }, { path: '/bag' }, { path: '/login' }],
    PROFILE_CHANGED: [{ userInfo: { ...demoUser, given_name: 'Binh' } }],
    'xstate.done.actor.login': [{ output: { token: 'a-new-token', userInfo: demoUser } }],
    'xstate.error.actor.login': [{ error: new Error('msg.loginFailed') }],
    'xstate.done.actor.fetchProfile': [{ output: demoUser }],
    'xstate.error.actor.fetchProfile': [{ error: new Error('network') }],
    'xstate.done.actor.logout': [{ output: undefined }],
    'xstate.error.actor.logout': [{ error: new Error('network') }],
    'xstate.done.actor.logoutAfterFailure': [{ output: undefined }],
    'xstate.error.actor.logoutAfterFailure': [{ error: new Error('network') }],
  },
}

/** What each event, guard and action means, in plain words: the atlas and the docs show them. */
export const descriptions: MachineDescriptions = {
  events: {
    TOKEN_INVALID: 'The server says the login is no longer valid',
    BOOT: 'The app starts',
    LOGIN: 'The person logs in',
    REGISTERED: 'The person registered and is logged in',
    ENTER: 'The person opens a page',
    'done: login': 'The server accepted the login',
    'error: login': 'The server refused the login',
    'done: fetchProfile': 'The server answered with the profile',
    'error: fetchProfile': 'The profile could not be read',
    'done: logoutAfterFailure': 'Logged out after the failure',
    'error: logoutAfterFailure': 'Logging out failed after the failure',
    LOGOUT: 'The shopper logs out',
    PASSWORD_CHANGED: 'The shopper changed the password: log in again',
    PROFILE_CHANGED: 'The shopper changed the profile',
    'done: logout': 'The server logged out',
    'error: logout': 'Logging out at the server failed; the app forgets the login anyway',
  },
  guards: {
    hasToken: 'a stored token is there',
    isPublicPath: 'the page entered is open to visitors',
    isNotLoginPath: 'the page entered is not the login page',
  },
  actions: {
    forget: 'Forgets the shopper',
    clearSession: 'Removes the stored login',
    assign: 'Keeps the login or the profile',
    storeToken: 'Stores the login on the device',
    applyUserLanguage: 'Switches to the shopper\'s language',
    adoptVisitorBag: 'Moves the visitor\'s bag into the shopper\'s bag',
    admit: 'Lets the person into the page',
    goToLogin: 'Opens the login page',
    goHome: 'Opens the home page',
  },
}
