// The console's routes under /merchant/: the login page, the index (each role's first screen) and
// the screens of screens.ts inside the shell. Its own router, never registered as the app's: links
// and redirects here name console paths (see views/common/console-link.tsx).
import { createRoute, createRouter, lazyRouteComponent, redirect, type RouterHistory } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { NOT_YOURS, roleOf } from './console-guard'
import { rootRoute, shellRoute, type ConsoleContext } from './routes/root-route'
import { SCREENS } from './screens'

export const CONSOLE_BASE = '/merchant'

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  staticData: { titleKey: 'console.login' },
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  component: lazyRouteComponent(() => import('./views/account/login-page'), 'LoginPage'),
})

/** The role's first screen; the guard has sent a visitor to the login page already. */
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context, search }) => {
    const role = roleOf(context.session.getSnapshot())
    const home = SCREENS.find((screen) => role && screen.options.staticData?.roles?.includes(role))
    // The guard's note of a refused screen goes along, for home to say why.
    const refused = (search as Record<string, unknown>)[NOT_YOURS]
    throw redirect({ to: (home?.fullPath ?? '/login') as never, search: (typeof refused === 'string' && home ? { [NOT_YOURS]: refused } : {}) as never, replace: true })
  },
})

const routeTree = rootRoute.addChildren([indexRoute, loginRoute, shellRoute.addChildren([...SCREENS])])

export function createConsoleRouter({ history, context }: { history: RouterHistory; context: ConsoleContext }) {
  return createRouter({ routeTree, history, context, basepath: CONSOLE_BASE, defaultPreload: 'intent', scrollRestoration: false })
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>
