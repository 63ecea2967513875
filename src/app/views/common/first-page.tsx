// A section showing the first page of a list (hot products, hot shops, recommendations): the list
// machine without the gestures; the page refreshes it by changing `refreshKey`.
import { useEffect, useRef, type ReactNode } from 'react'
import { ParagraphSkeleton } from './skeletons'
import { PlainButton } from './text-button'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Notice } from './notice'
import { useTranslation } from 'react-i18next'
import { listMachine, type Page } from '../../../../machines/list.machine'

export interface FirstPageProps<T> {
  fetchPage(page: { page: number; limit: number }): Promise<Page<T>>
  render(items: T[]): ReactNode
  limit: number
  /** A new value refreshes the section. */
  refreshKey?: unknown
  skeleton?: ReactNode
  className?: string
}

export function FirstPage<T>({ fetchPage, render, limit, refreshKey, skeleton, className }: FirstPageProps<T>) {
  const { t } = useTranslation()
  const [state, send] = useMachine(
    listMachine.provide({ actors: { fetchPage: fromPromise(({ input }) => fetchPage(input) as Promise<Page>) } }),
    { input: { limit } },
  )
  const lastKey = useRef(refreshKey)
  useEffect(() => {
    if (Object.is(lastKey.current, refreshKey)) return
    lastKey.current = refreshKey
    send({ type: 'REFRESH' })
  }, [refreshKey, send])

  if (state.matches('loading')) return <div className={className}>{skeleton ?? <ParagraphSkeleton lines={3} />}</div>
  if (state.matches('error')) {
    return (
      <Notice className={className} kind="failed" title={t('ui.loadFailed')}>
        <PlainButton onClick={() => send({ type: 'RETRY' })}>{t('ui.retry')}</PlainButton>
      </Notice>
    )
  }
  return <div className={className} data-list-state={String(state.value)}>{render(state.context.items as T[])}</div>
}
