// An article (/article/{-$id}, by id or slug): a policy, a help answer or a general article, with
// when it last changed and its paragraphs as plain text.
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Page } from '../common/page'
import { ArticleBody } from './article-body'
import { ContentMeta } from './content-meta'
import './content.css'

const route = getRouteApi('/article/{-$id}')

export function ArticlePage() {
  const { t } = useTranslation()
  const article = route.useLoaderData()
  return (
    <Page title={t('route.article')} className="content-page article-page">
      <article className="article" lang={article.lang}>
        <h2 className="article-title">{article.title}</h2>
        <ContentMeta updatedAt={article.updated_at} lang={article.lang} />
        <ArticleBody text={article.body} />
      </article>
    </Page>
  )
}
