/**
 * The wheel's generator, which has a page of its own (components/wheel). A module of its own, so
 * the generator route can name it without carrying the wheel's code.
 */
export const WHEEL_GENERATOR_ID = "spin-the-wheel";

/** The query parameter the wheel page reads a short link's wheel from (/w/<id> leads there). */
export const WHEEL_LINK_PARAMETER = "link";

/** The query parameter naming a list of entries stored on the site, for a wheel too long for a URL. */
export const WHEEL_LIST_PARAMETER = "list";

/**
 * The wheel page's parameters that only the server can read (they name rows in D1): offline, an
 * address with one needs a connection; any other address of the wheel is made in the browser.
 */
export const WHEEL_SERVER_PARAMETERS = [WHEEL_LINK_PARAMETER, WHEEL_LIST_PARAMETER] as const;
