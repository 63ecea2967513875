// What the three wallet records share: a page with filter tabs over a pull-to-refresh, load-more
// list. The tab is the route's (the caller navigates); a new tab or language is a new list.
import type { ReactNode } from 'react'
import { Tabs } from 'antd-mobile'
import '../../../ui/antd-setup'
import type { Page as ListPage } from '../../../../machines/list.machine'
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { PagedList } from '../common/paged-list'
import '../../../ui/records/record-pages.css'

export interface RecordListProps<T extends { id: number }, F extends string> {
  title: string
  className: string
  tabs: ReadonlyArray<readonly [F, string]>
  filter: F
  choose(filter: F): void
  fetchPage(filter: F, page: { page: number; limit: number }): Promise<ListPage<T>>
  renderItem(item: T): ReactNode
  empty: ReactNode
  /** Shown above the tabs (the fund record's balance). */
  top?: ReactNode
}

export function RecordList<T extends { id: number }, F extends string>({ title, className, tabs, filter, choose, fetchPage, renderItem, empty, top }: RecordListProps<T, F>) {
  const { t, i18n } = useTranslation()
  return (
    <Page title={title} className={`record-page ${className}`}>
      {top}
      <Tabs activeKey={filter} onChange={(key) => choose(key as F)} className="record-tabs">
        {tabs.map(([key, label]) => <Tabs.Tab key={key} title={t(label)} />)}
      </Tabs>
      <PagedList<T>
        key={`${filter}:${i18n.language}`}
        fetchPage={(page) => fetchPage(filter, page)}
        itemKey={(item) => item.id}
        renderItem={renderItem}
        empty={empty}
      />
    </Page>
  )
}
