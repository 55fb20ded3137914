// The wheel's optional sounds, made with the Web Audio API (no files to fetch): a short click as
// each slice passes the pointer and a two-note chime when it stops. Off until the visitor turns
// them on; the audio context starts on that press, as browsers require.

let audio: AudioContext | null = null;

/** Starts (or resumes) the audio context; call it from the press that turns sound on. */
export function unlockAudio(): void {
  if (typeof AudioContext === "undefined") return;
  audio ??= new AudioContext();
  if (audio.state === "suspended") void audio.resume();
}

function tone(
  frequency: number,
  start: number,
  length: number,
  volume: number,
  type: OscillatorType,
) {
  if (!audio) return;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  const at = audio.currentTime + start;
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(volume, at + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + length + 0.02);
}

/** The click of a slice passing the pointer. */
export function playTick(): void {
  tone(1_700, 0, 0.03, 0.12, "square");
}

/** The chime when the wheel comes to rest. */
export function playChime(): void {
  tone(784, 0, 0.35, 0.2, "sine");
  tone(1_175, 0.12, 0.5, 0.18, "sine");
}
