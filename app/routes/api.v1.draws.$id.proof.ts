import { drawProofEndpoint } from "~/features/draws/index.server";

/** GET /api/v1/draws/{id}/proof?leaf=…: where an entrant's leaf is in a hidden list; other methods get a 405. */
export const loader = drawProofEndpoint;
export const action = drawProofEndpoint;
