// Every error code the public API answers, with its status and what it means: the handlers
// type their codes by this table, and the docs guide and the OpenAPI document quote it.

/** The API's error codes, in the order the docs list them. */
export const API_ERROR_CODES = [
  {
    code: "invalid_input",
    status: 400,
    meaning:
      "An input, seed, v, at or format is bad or out of range. field names the first; problems lists every one, with the message the generator page shows.",
  },
  { code: "invalid_json", status: 400, meaning: "The body is not valid JSON." },
  { code: "invalid_body", status: 400, meaning: "The body is JSON but not an object of fields." },
  { code: "unknown_generator", status: 404, meaning: "No generator has this id." },
  { code: "not_found", status: 404, meaning: "Nothing of the API is at this address." },
  {
    code: "method_not_allowed",
    status: 405,
    meaning: "The address does not answer this method; Allow lists the ones it does.",
  },
  { code: "payload_too_large", status: 413, meaning: "The body is larger than the limit." },
  {
    code: "unsupported_content_type",
    status: 415,
    meaning: "A POST body is not sent as application/json.",
  },
  {
    code: "rate_limited",
    status: 429,
    meaning: "Too many requests from this client: wait the seconds Retry-After gives.",
  },
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number]["code"];
