// A pull-to-refresh, load-more list (docs/product/screens.md#shared-screen-pieces,
// docs/product/rules.md#constants: pull head 50 px, load-more 300 px from the bottom) rendering the
// list machine: the view sends REFRESH / LOAD_MORE / RETRY and shows the machine's state, nothing
// more.
import type { ReactNode } from 'react'
import { InfiniteScroll } from './infinite-scroll'
import { ParagraphSkeleton } from './skeletons'
import { PlainButton } from './text-button'
import { LazyPullToRefresh } from './lazy-pull-to-refresh'
import { useMachine } from '@xstate/react'
import { fromPromise, waitFor } from 'xstate'
import { Notice } from './notice'
import { useTranslation } from 'react-i18next'
import { listMachine, type Page } from '../../../../machines/list.machine'

export const PULL_HEAD_HEIGHT = 50
export const LOAD_MORE_OFFSET = 300

export interface PagedListProps<T> {
  fetchPage(page: { page: number; limit: number }): Promise<Page<T>>
  renderItem(item: T): ReactNode
  itemKey(item: T): string | number
  limit?: number
  empty?: ReactNode
  /** Shown above the rows, inside the pull-to-refresh area. */
  header?: ReactNode
  /** Lays the rows out together (a grid) instead of one under another. */
  renderRows?(items: T[]): ReactNode
  /** Called when the shopper pulls to refresh, beside refreshing the list (other sections of the page). */
  onRefresh?(): void
}

export function PagedList<T>({ fetchPage, renderItem, itemKey, limit = 10, empty, header, renderRows, onRefresh }: PagedListProps<T>) {
  const { t } = useTranslation()
  const [state, send, actor] = useMachine(
    listMachine.provide({ actors: { fetchPage: fromPromise(({ input }) => fetchPage(input) as Promise<Page>) } }),
    { input: { limit } },
  )
  const items = state.context.items as T[]

  const settle = () => waitFor(actor, (s) => !s.matches('refreshing') && !s.matches('loadingMore'))
  const shown = !state.matches('loading') && !state.matches('error')
  // One tree in every state: the header keeps its place (moved, it would mount again and load its
  // own data a second time), and the pull works once the first page has come.
  return (
    <LazyPullToRefresh
      headHeight={PULL_HEAD_HEIGHT}
      pullingText={t('ui.pullToRefresh')}
      canReleaseText={t('ui.releaseToRefresh')}
      refreshingText={t('ui.refreshing')}
      completeText=""
      disabled={!shown}
      onRefresh={async () => {
        onRefresh?.()
        send({ type: 'REFRESH' })
        await settle()
      }}
    >
      {header}
      {state.matches('loading') && <ParagraphSkeleton lines={5} />}
      {state.matches('error') && (
        <Notice kind="failed" title={t('ui.loadFailed')}>
          <PlainButton onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</PlainButton>
        </Notice>
      )}
      {shown && (
        <>
          <div className="paged-list" data-list-state={String(state.value)}>
            {items.length === 0 ? (empty ?? null) : renderRows ? renderRows(items) : items.map((item) => <div key={itemKey(item)}>{renderItem(item)}</div>)}
          </div>
          <InfiniteScroll
            threshold={LOAD_MORE_OFFSET}
            hasMore={state.can({ type: 'LOAD_MORE' })}
            loadMore={async () => {
              if (!actor.getSnapshot().can({ type: 'LOAD_MORE' })) return
              send({ type: 'LOAD_MORE' })
              await settle()
            }}
          >
            <span className="list-end">{state.matches('noMore') ? (items.length ? t('ui.noMore') : '') : t('ui.loading')}</span>
          </InfiniteScroll>
        </>
      )}
    </LazyPullToRefresh>
  )
}
