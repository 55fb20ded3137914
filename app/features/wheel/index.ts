// The public face of the wheel feature: what other features and the routes may use (CONTRIBUTING.md).
export { checkWheel, checkWheelName, isTooLarge, isWheelId, WHEEL_MESSAGES } from "./wheel";
export { WHEEL_LINK_MESSAGES } from "./wheel-links";
export { WheelPage } from "./wheel-page";
