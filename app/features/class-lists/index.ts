// The public face of the class-lists feature: what other features and the routes may use (CONTRIBUTING.md).
export { CLASS_LIST_MESSAGES, checkChange } from "./model";
