import { describe, expect, it } from "vitest";

import { DEFAULT_WHEEL_SOUND, makesSound, WHEEL_SOUNDS, wheelSoundOf } from "./wheel-sounds";

describe("the wheel's sound choices", () => {
  it("offer three sounds and Silence, in the select's order", () => {
    expect(WHEEL_SOUNDS.map((sound) => sound.label)).toEqual(["Ticks", "Drum", "Chime", "Silence"]);
    expect(WHEEL_SOUNDS.filter((sound) => makesSound(sound.id))).toHaveLength(3);
    expect(makesSound("silence")).toBe(false);
  });

  it("read a stored choice back as it was chosen", () => {
    for (const { id } of WHEEL_SOUNDS) expect(wheelSoundOf(id)).toBe(id);
  });

  it("read the old on/off switch as Ticks or Silence, and anything else as the quiet default", () => {
    expect(DEFAULT_WHEEL_SOUND).toBe("silence");
    expect(wheelSoundOf(true)).toBe("ticks");
    expect(wheelSoundOf(false)).toBe("silence");
    for (const junk of [undefined, null, "", "Drum", "loud", 1, {}]) {
      expect(wheelSoundOf(junk)).toBe(DEFAULT_WHEEL_SOUND);
    }
  });
});
