import { openApiEndpoint } from "~/features/api/index.server";

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document, generated from the registry. Other methods get a JSON 405 (or the CORS preflight). */
export const loader = openApiEndpoint;
export const action = openApiEndpoint;
