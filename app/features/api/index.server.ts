// The public face of the api feature on the server: what other features and the routes may use (CONTRIBUTING.md).
export { apiError, apiJson, assertSameOrigin, readJsonBody } from "./api.server";
export { API_BASE, runAddress } from "./catalogue.server";
export { API_ERROR_CODES } from "./error-codes.server";
export {
  answerCatalogue,
  answerOpenApi,
  answerRun,
  answerUnknown,
  guarded,
} from "./handlers.server";
export { apiFailure, DRAWS_ALLOW, invalidInput, withCorsHeaders } from "./http.server";
export { MAX_API_BODY_BYTES } from "./limits.server";
export {
  API_RATE_LIMIT_DEFAULT,
  apiRateLimit,
  clientKey,
  LocalRateLimiter,
} from "./rate-limit.server";
export { OUTPUT_FORMATS } from "./run-result.server";
