// The operator's help answers, law and policy articles and general articles by kind (?kind=), drafts
// included, each published or unpublished in place; read before the page renders.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { adminContentList } from '../../contract/content'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { contentSearch, kindOf } from './content-search'
import { shellRoute } from './root-route'

export const contentRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'content',
  staticData: { titleKey: 'console.content', roles: ['operator'] },
  validateSearch: contentSearch,
  loaderDeps: ({ search }) => ({ kind: kindOf(search) }),
  // Read anew at every opening: another operator may have changed an entry meanwhile.
  gcTime: 0,
  loader: ({ context, deps }) => context.http.call(adminContentList, { query: { kind: deps.kind } }, { silent: true }),
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/content/content-page'), 'ContentPage'),
})
