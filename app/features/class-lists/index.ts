// The public face of the class-lists feature: what other features and the routes may use (CONTRIBUTING.md).
export { ClassListsPage } from "./class-lists-page";
export { loadClassListPicker } from "./lazy";
export type { Drawn } from "./class-list-picker";
export { CLASS_LIST_LIMITS, CLASS_LIST_MESSAGES, checkChange } from "./model";
