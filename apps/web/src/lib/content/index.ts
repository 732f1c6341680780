export { useArticleDetail, type ArticleItem } from './article-detail';
export { articleIdOfPath } from './article-path';
export { contentKeys } from './content-keys';
