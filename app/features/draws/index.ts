// The public face of the draws feature: what other features and the routes may use (CONTRIBUTING.md).
export {
  DRAW_MESSAGES,
  DRAW_ORIGINS,
  type DrawProblem,
  type DrawRequest,
  DrawRequestSchema,
  WHOLE_NUMBER_TEXT,
} from "./draw-input";
export { DRAW_LIMITS } from "./draw-limits";
export { drawIdFrom, publicDrawHref, WHEEL_DRAW_PARAMETER } from "./draw-links";
export { canonicalEntries } from "./draw-method";
export { DRAW_METHOD_V2 } from "./method-v2";
export { OVERLAP_COMPARED, OVERLAP_LIMIT } from "./overlap";
export { DrawPage } from "./draw-page";
export { DrawRecordView } from "./draw-record";
export { DrawsListPage } from "./draws-list-page";
export { loadPublicDrawLink } from "./lazy";
export { MY_DRAWS_STORAGE_KEY, readMyDraws, rememberMyDraw } from "./my-draws";
export { DRAW_WAIT_REASONS, formatDrawTime, type PublicDraw } from "./public-draw";
export {
  QUICKNET_CHAIN_HASH,
  QUICKNET_DST,
  QUICKNET_GENESIS_SECONDS,
  QUICKNET_PERIOD_SECONDS,
  QUICKNET_PUBLIC_KEY,
  QUICKNET_RANDOMNESS_BYTES,
  QUICKNET_SIGNATURE_BYTES,
} from "./quicknet";
export { NewDrawPage } from "./new-draw-page";
