// The console's two outer routes, apart from the route tree so that screens can name their parent
// without importing the router: the root (the access guard, the page title) and the shell (header
// and navigation) that every screen but the login page opens inside.
import { createRootRouteWithContext, createRoute, lazyRouteComponent } from '@tanstack/react-router'
import type { HttpClient } from '../../client/http-client'
import { guardConsole } from '../console-guard'
import type { ConsoleSessionActor } from '../session/console-session'
import type { LoginRefusal } from '../session/login-refusal'
import { ConsoleRoot } from '../shell/console-root'

export interface ConsoleContext {
  session: ConsoleSessionActor
  http: HttpClient
  refusal: LoginRefusal
}

export const rootRoute = createRootRouteWithContext<ConsoleContext>()({
  component: ConsoleRoot,
  notFoundComponent: lazyRouteComponent(() => import('../views/common/not-found'), 'NotFound'),
  beforeLoad: ({ context, location, matches }) => guardConsole(context.session, location, matches),
})

export const shellRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'shell',
  component: lazyRouteComponent(() => import('../shell/console-shell'), 'ConsoleShell'),
})
