import { unknownEndpoint } from "~/features/api/index.server";

/** Any other address under /api/: a JSON 404 (or 405), not the site's HTML page. */
export const loader = unknownEndpoint;
export const action = unknownEndpoint;
