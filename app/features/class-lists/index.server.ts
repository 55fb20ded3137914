// The public face of the class-lists feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { changeClassList, listClassLists, MAX_CLASS_LIST_BODY_BYTES } from "./class-lists.server";
