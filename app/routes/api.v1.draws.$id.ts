import { drawEndpoint } from "~/features/draws/index.server";

/** GET /api/v1/draws/{id}: a draw's public record, resolved when its round is due. Every other method is a 405: a committed draw never changes. */
export const loader = drawEndpoint;
export const action = drawEndpoint;
