// Every error code a JSON answer of this site gives, with its usual status and what it means:
// `apiError` takes only these codes, so a new one is added here or fails the typecheck. The
// public API's codes (`api: true`) are the ones its guide and its OpenAPI document list; the
// others answer only this site's own pages (saved values, wheels, class lists, accounts, theme).

/** The error codes, in the order the docs list them. */
export const ERROR_CODES = [
  {
    code: "invalid_input",
    status: 400,
    api: true,
    meaning:
      "An input, seed, v, at or output is bad or out of range, or a parameter is unknown or unused. field names the first; problems lists every one, with the message the generator page shows (and, for a choice, the values accepted).",
  },
  { code: "invalid_json", status: 400, api: true, meaning: "The body is not valid JSON." },
  {
    code: "invalid_body",
    status: 400,
    api: true,
    meaning: "The body is JSON but not an object of fields.",
  },
  { code: "unknown_generator", status: 404, api: true, meaning: "No generator has this id." },
  { code: "not_found", status: 404, api: true, meaning: "Nothing of the API is at this address." },
  {
    code: "method_not_allowed",
    status: 405,
    api: true,
    meaning: "The address does not answer this method; Allow lists the ones it does.",
  },
  {
    code: "precondition_failed",
    status: 412,
    api: true,
    meaning:
      "A POST's If-None-Match names the answer's ETag: the caller already holds this answer (a GET gets 304 Not Modified instead).",
  },
  {
    code: "payload_too_large",
    status: 413,
    api: true,
    meaning: "The body is larger than the limit.",
  },
  {
    code: "unsupported_content_type",
    status: 415,
    api: true,
    meaning: "A POST body is not sent as application/json.",
  },
  {
    code: "rate_limited",
    status: 429,
    api: true,
    meaning:
      "Too many requests from this client: wait the seconds Retry-After gives (the RateLimit header says how many are left).",
  },
  {
    code: "cross_origin",
    status: 403,
    api: true,
    meaning:
      "A write from another site to an address outside the API (the API itself takes requests from any site).",
  },
  {
    code: "internal_error",
    status: 500,
    api: true,
    meaning: "Something went wrong on our side; the request may be sent again.",
  },
  {
    code: "misconfigured",
    status: 500,
    api: true,
    meaning: "The deployment's settings are wrong; its operator has to fix them.",
  },
  { code: "unauthorized", status: 401, api: false, meaning: "Sign in first." },
  {
    code: "accounts_misconfigured",
    status: 500,
    api: false,
    meaning: "The accounts' settings are wrong.",
  },
  { code: "invalid_notes", status: 400, api: false, meaning: "A saved value is not valid." },
  { code: "invalid_note_id", status: 400, api: false, meaning: "A saved value's id is not valid." },
  {
    code: "limit_reached",
    status: 409,
    api: false,
    meaning: "The account holds as many as it may.",
  },
  { code: "invalid_wheel", status: 400, api: false, meaning: "A saved wheel is not valid." },
  { code: "invalid_wheel_id", status: 400, api: false, meaning: "A wheel's id is not valid." },
  { code: "invalid_name", status: 400, api: false, meaning: "A wheel's name is not valid." },
  { code: "invalid_entries", status: 400, api: false, meaning: "A wheel's entries are not text." },
  { code: "too_large", status: 413, api: false, meaning: "A wheel is larger than the limit." },
  {
    code: "invalid_class_list_change",
    status: 400,
    api: false,
    meaning: "A change to a class list is not valid.",
  },
  {
    code: "list_busy",
    status: 409,
    api: false,
    meaning: "A class list changed too often at once to apply this change; send it again.",
  },
  { code: "invalid_theme", status: 400, api: false, meaning: "The theme is not light or dark." },
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number]["code"];

/** The public API's error codes, as its guide and its OpenAPI document list them. */
export const API_ERROR_CODES = ERROR_CODES.filter(
  (entry): entry is Extract<(typeof ERROR_CODES)[number], { api: true }> => entry.api,
);

export type ApiErrorCode = (typeof API_ERROR_CODES)[number]["code"];
