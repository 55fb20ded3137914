// The product spec's constants (§9), named once. Components import them from here.

/** Below this width the layout is "mobile": drawer navigation, outside clicks close the panel. */
export const MOBILE_BREAKPOINT_PX = 768;

/** nprogress settings for the page-loading bar. */
export const LOADING_BAR = { minimum: 0.08, speed: 200, trickleSpeed: 200 } as const;

/** The saved-values card's width and its list's height. */
export const SAVED_PANEL_WIDTH_PX = 400;
export const SAVED_LIST_HEIGHT_PX = 400;

/** The search results list's maximum height, on small and on wider screens. */
export const SEARCH_LIST_MAX_HEIGHT_PX = { small: 300, wide: 400 } as const;

/** How long the search button stays disabled after a generator is chosen. */
export const SEARCH_BUTTON_DISABLED_MS = 500;

/** How long scroll bars stay visible after scrolling stops. */
export const SCROLLBAR_HIDE_DELAY_MS = 600;
