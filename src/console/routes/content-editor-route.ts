// One content entry in the editor (/merchant/content/:id, or /merchant/content/new?kind=law for a new
// one): its texts in every language written, read before the page renders; an unknown one says so.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { adminContentDetail } from '../../contract/content'
import { LoadFailure, ScreenPending } from '../views/common/load-failure'
import { contentSearch } from './content-search'
import { shellRoute } from './root-route'
import { NEW_ID } from '../screen-title'

/** The path's id for an entry not made yet. */
export const NEW_ENTRY = NEW_ID

export const contentEditorRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'content/$id',
  staticData: { titleKey: 'console.contentEditor', newTitleKey: 'console.newEntry', roles: ['operator'] },
  validateSearch: contentSearch,
  gcTime: 0,
  loader: ({ context, params }) =>
    params.id === NEW_ENTRY ? null : context.http.call(adminContentDetail, { query: { id: params.id } }, { silent: true }),
  pendingComponent: ScreenPending,
  errorComponent: LoadFailure,
  component: lazyRouteComponent(() => import('../views/content/content-editor-page'), 'ContentEditorPage'),
})
