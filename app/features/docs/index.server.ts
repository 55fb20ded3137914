// The public face of the docs feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { getArticle, listArticles } from "./articles/articles.server";
export { docsFacts } from "./facts.server";
export { type GeneratorReference, generatorReference } from "./generator-reference.server";
export {
  type GeneratorReferenceIndexData,
  generatorReferenceIndex,
} from "./generator-reference-index.server";
export { type ArticlePageData, articlePageData } from "./articles/articles.server";
