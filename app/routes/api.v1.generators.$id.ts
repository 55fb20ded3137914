import { runEndpoint } from "~/features/api/index.server";

/** GET /api/v1/generators/{id}?… or POST with a JSON body: runs the generator with the page's permalink parameters. Other methods get a JSON 405 (or the CORS preflight). */
export const loader = runEndpoint;
export const action = runEndpoint;
