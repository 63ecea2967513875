// What the help, law, article and platform pages need before they render. Imported by the routes'
// loaders when needed, so the content calls' schemas stay out of the first page.
import type { HttpClient } from '../../../client/http-client'
import { articleDetail, articleList, helpSupport, lawList } from '../../../contract/content'

const silent = { silent: true }

export const loadHelp = (http: HttpClient) => http.call(helpSupport, {}, silent)

export const loadLaw = (http: HttpClient) => http.call(lawList, {}, silent)

/** An article by id or slug; none in the URL is the server's "does not exist", like an unknown one. */
export const loadArticle = (http: HttpClient, id: string | undefined) => http.call(articleDetail, { query: { id: id ?? '' } }, silent)

export const loadArticles = (http: HttpClient) => http.call(articleList, {}, silent)
