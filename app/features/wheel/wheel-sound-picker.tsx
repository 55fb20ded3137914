import { useId } from "react";

import { WHEEL_SOUNDS, type WheelSound, makesSound, wheelSoundOf } from "./wheel-sounds";

/**
 * The Sound select: a choice is kept in this browser by `onChange`; choosing a sound plays its
 * stop once (the press also lets the browser start audio), and Silence closes the audio.
 */
export function SoundPicker({
  value,
  onChange,
}: {
  value: WheelSound;
  onChange: (sound: WheelSound) => void;
}) {
  const id = useId();
  function choose(next: WheelSound) {
    onChange(next);
    void import("./wheel-sound").then(({ playEnd, stopAudio }) =>
      makesSound(next) ? playEnd(next) : stopAudio(),
    );
  }
  return (
    <span className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Sound
      </label>
      <select
        id={id}
        className="rounded-md border border-border bg-bg px-2 py-1.5 text-fg"
        value={value}
        onChange={(event) => choose(wheelSoundOf(event.currentTarget.value))}
      >
        {WHEEL_SOUNDS.map((sound) => (
          <option key={sound.id} value={sound.id}>
            {sound.label}
          </option>
        ))}
      </select>
    </span>
  );
}
