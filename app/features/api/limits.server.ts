// The API's own limits, quoted by its docs and its OpenAPI document. The inputs keep the
// page's limits (count up to 10,000, list lengths…): they are the same schemas.

/** The largest JSON body a run accepts: 2 MiB, room for a long list of entries. */
export const MAX_API_BODY_BYTES = 2 * 1024 * 1024;
