// The public face of the api feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { apiError, apiJson, MCP_PATH, readJsonBody } from "./api.server";
export { allGenerators, runAddress } from "./catalogue.server";
export { defineEndpoint, type EndpointCall } from "./endpoint.server";
export { API_BASE, API_ENDPOINTS, API_GUIDE_PATH, API_TERMS_ANCHOR } from "./endpoint-table.server";
export { API_ERROR_CODES } from "./error-codes.server";
export {
  catalogueEndpoint,
  openApiEndpoint,
  runEndpoint,
  unknownEndpoint,
} from "./handlers.server";
export { invalidInput } from "./http.server";
export { MAX_API_BODY_BYTES } from "./limits.server";
export { runBodyJsonSchema, SECRET_RUN_NOTE } from "./openapi-runs.server";
export {
  API_RATE_LIMIT_DEFAULT,
  apiRateLimit,
  clientKey,
  LocalRateLimiter,
} from "./rate-limit.server";
export { readRunStrictly } from "./run-request.server";
export { runResult } from "./run-result.server";
export { ApiDrawRequestSchema } from "./draw-schemas.server";
export { type ApiRunResult } from "./schemas.server";
export {
  FORMAT_PARAMETER,
  formatIsInput,
  OUTPUT_FORMATS,
  OUTPUT_PARAMETER,
} from "./output-format.server";
