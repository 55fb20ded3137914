import { createDrawEndpoint } from "~/features/draws/index.server";

/** POST /api/v1/draws with a JSON body creates a public draw; other methods get a 405. */
export const loader = createDrawEndpoint;
export const action = createDrawEndpoint;
