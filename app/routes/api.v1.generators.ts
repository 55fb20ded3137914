import { catalogueEndpoint } from "~/features/api/index.server";

/** GET /api/v1/generators: every generator with its inputs as JSON Schema, and the categories. Other methods get a JSON 405 (or the CORS preflight). */
export const loader = catalogueEndpoint;
export const action = catalogueEndpoint;
