// The wheel's own keys in localStorage, in one place.

/** The wheel on screen, kept in this browser. */
export const CURRENT_WHEEL_KEY = "randomly:wheel";
/** The wheel's sound and confetti choices. */
export const WHEEL_PREFS_KEY = "randomly:wheel-prefs";
/** The wheels a visitor keeps in this browser (signed-out visitors). */
export const WHEELS_STORAGE_KEY = "randomly:wheels";
