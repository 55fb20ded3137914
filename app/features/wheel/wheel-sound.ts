import { makesSound, type SoundingWheelSound, type WheelSound } from "./wheel-sounds";

// The wheel's sounds, made with the Web Audio API (no files to fetch): for each choice a short
// sound as each slice passes the pointer and another when the wheel stops. The audio context
// is made only for a choice that plays (first from the press that chose it or spun, as browsers
// require), and closed when Silence is chosen, so Silence leaves no audio running at all.

let audio: AudioContext | null = null;

/** The audio context, made (or resumed) on first use; null where the browser has no Web Audio. */
function context(): AudioContext | null {
  if (typeof AudioContext === "undefined") return null;
  audio ??= new AudioContext();
  if (audio.state === "suspended") void audio.resume();
  return audio;
}

/** Closes the audio context: nothing plays or stays allocated until a sound is chosen again. */
export function stopAudio(): void {
  const closing = audio;
  audio = null;
  if (closing && closing.state !== "closed") void closing.close();
}

/** A note with a quick attack and an exponential fade, its pitch gliding to `glideTo` if given. */
function tone(
  ctx: AudioContext,
  { frequency, glideTo, start = 0, length, volume, type }: Tone,
): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  const at = ctx.currentTime + start;
  oscillator.frequency.setValueAtTime(frequency, at);
  if (glideTo) oscillator.frequency.exponentialRampToValueAtTime(glideTo, at + length);
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(volume, at + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(at);
  oscillator.stop(at + length + 0.02);
}

interface Tone {
  frequency: number;
  glideTo?: number;
  start?: number;
  length: number;
  volume: number;
  type: OscillatorType;
}

/** A burst of filtered noise: the brush of a cymbal. */
function noise(ctx: AudioContext, { start = 0, length = 0.6, volume = 0.12 } = {}): void {
  const samples = Math.floor(ctx.sampleRate * length);
  const buffer = ctx.createBuffer(1, samples, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  // Sound, not a draw: a fixed xorshift sequence is noise enough for the ear.
  let state = 0x9e3779b9;
  for (let i = 0; i < samples; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[i] = (state >>> 0) / 0x80000000 - 1;
  }
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = "highpass";
  filter.frequency.value = 5_000;
  const gain = ctx.createGain();
  const at = ctx.currentTime + start;
  gain.gain.setValueAtTime(volume, at);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(at);
}

/** Each sounding choice: the tick of a slice passing the pointer, and the sound of the stop. */
const VOICES: Record<
  SoundingWheelSound,
  { tick: (ctx: AudioContext) => void; end: (ctx: AudioContext) => void }
> = {
  ticks: {
    tick: (ctx) => tone(ctx, { frequency: 1_700, length: 0.03, volume: 0.12, type: "square" }),
    end: (ctx) => {
      tone(ctx, { frequency: 784, length: 0.35, volume: 0.2, type: "sine" });
      tone(ctx, { frequency: 1_175, start: 0.12, length: 0.5, volume: 0.18, type: "sine" });
    },
  },
  drum: {
    tick: (ctx) =>
      tone(ctx, { frequency: 170, glideTo: 60, length: 0.09, volume: 0.35, type: "sine" }),
    end: (ctx) => {
      tone(ctx, { frequency: 130, glideTo: 45, length: 0.5, volume: 0.45, type: "sine" });
      tone(ctx, {
        frequency: 130,
        glideTo: 45,
        start: 0.16,
        length: 0.6,
        volume: 0.45,
        type: "sine",
      });
      noise(ctx, { start: 0.16 });
    },
  },
  chime: {
    tick: (ctx) => tone(ctx, { frequency: 2_093, length: 0.12, volume: 0.05, type: "triangle" }),
    end: (ctx) =>
      [1_047, 1_319, 1_568, 2_093].forEach((frequency, index) =>
        tone(ctx, { frequency, start: index * 0.1, length: 0.7, volume: 0.14, type: "sine" }),
      ),
  },
};

function play(sound: WheelSound, part: "tick" | "end"): void {
  if (!makesSound(sound)) return;
  const ctx = context();
  if (ctx) VOICES[sound][part](ctx);
}

/** The sound of a slice passing the pointer. */
export const playTick = (sound: WheelSound) => play(sound, "tick");

/** The sound of the wheel coming to rest (also played once when a sound is chosen, to hear it). */
export const playEnd = (sound: WheelSound) => play(sound, "end");
