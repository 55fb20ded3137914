/**
 * The wheel's generator, which has a page of its own (components/wheel). A module of its own, so
 * the generator route can name it without carrying the wheel's code.
 */
export const WHEEL_GENERATOR_ID = "spin-the-wheel";
