// The wheel's sound choices: what the Sound select offers, and how a stored choice is read back.
// Pure TypeScript (the player is wheel-sound.ts, loaded with the wheel's canvas).

/** The choices in the order the select lists them; Silence makes no audio at all. */
export const WHEEL_SOUNDS = [
  { id: "ticks", label: "Ticks" },
  { id: "drum", label: "Drum" },
  { id: "chime", label: "Chime" },
  { id: "silence", label: "Silence" },
] as const;

export type WheelSound = (typeof WHEEL_SOUNDS)[number]["id"];

/** A new visitor's choice: the wheel is quiet until sound is chosen. */
export const DEFAULT_WHEEL_SOUND: WheelSound = "silence";

/**
 * A stored choice as the page uses it: a known choice as it is, the old on/off switch as Ticks
 * (what "on" played) or Silence, anything else as the default.
 */
export function wheelSoundOf(stored: unknown): WheelSound {
  if (stored === true) return "ticks";
  const known = WHEEL_SOUNDS.find((sound) => sound.id === stored);
  return known ? known.id : DEFAULT_WHEEL_SOUND;
}

/** A choice that plays something. */
export type SoundingWheelSound = Exclude<WheelSound, "silence">;

/** Whether a choice plays anything (Silence never starts audio). */
export const makesSound = (sound: WheelSound): sound is SoundingWheelSound => sound !== "silence";
