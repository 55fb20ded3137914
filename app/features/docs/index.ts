// The public face of the docs feature: what other features and the routes may use (CONTRIBUTING.md).
export { ArticleByline } from "./articles/article-byline";
export { ArticleCard } from "./articles/article-card";
export { fieldLimits } from "./field-reference";
export { GUIDE_CONTENT } from "./guide-content";
export { getGuide, GUIDES, type GuideSlug } from "./guides";
export { GeneratorReferenceIndex, REFERENCE_INDEX_TRAIL } from "./generator-reference-index";
export { GeneratorReferenceView, referenceTrail } from "./generator-reference-view";
export { articleMeta, articleTrail, ArticleView } from "./articles/article-view";
