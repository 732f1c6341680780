export { ArticleBody, type ArticleBodyProps } from './ArticleBody';
export { ArticleContent, type ArticleContentProps } from './ArticleContent';
export { ArticleView, type ArticleViewProps } from './ArticleView';
