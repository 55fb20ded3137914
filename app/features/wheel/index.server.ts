// The public face of the wheel feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export {
  readSharedWheel,
  readWheelList,
  storeWheelList,
  WheelListRefused,
} from "./wheel-lists.server";
export { wheelLinksEndpoint, wheelLinkTarget } from "./wheel-links.server";
export {
  listWheels,
  MAX_RENAME_BODY_BYTES,
  MAX_WHEEL_BODY_BYTES,
  removeWheel,
  renameWheel,
  saveWheel,
} from "./wheels.server";
