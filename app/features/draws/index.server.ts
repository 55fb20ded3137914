// The public face of the draws feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { createDrawFor } from "./create-draw.server";
export { viewDraw } from "./draw-view.server";
export { answerCreateDraw, answerDraw } from "./draws-api.server";
export { DRAW_ID_PATTERN, listOwnDraws, readDraw } from "./draws.server";
