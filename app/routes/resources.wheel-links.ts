import { wheelLinksEndpoint } from "~/features/wheel/index.server";

// POST `{ query }` stores a wheel's long link and answers its short link `{ id, path }` (/w/<id>).

export const loader = wheelLinksEndpoint;
export const action = wheelLinksEndpoint;
