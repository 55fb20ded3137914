// The public face of the draws feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { createDrawFor } from "./create-draw.server";
export { prefilledDrawForm, submitDrawForm } from "./new-draw-form.server";
export { requestNow } from "./draw-config.server";
export { viewDraw } from "./draw-view.server";
export {
  createDrawEndpoint,
  drawEndpoint,
  drawProofEndpoint,
  noSuchDraw,
} from "./draws-api.server";
export { DRAW_ID_PATTERN, listOwnDraws, readDraw } from "./draws.server";
export { legacyEntryCheck, takeMembershipCheck } from "./membership.server";
