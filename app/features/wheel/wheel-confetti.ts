import { WHEEL_PALETTES } from "~/engine/shared/wheel-palettes";

// Optional confetti when the wheel stops: a short burst on a canvas over the page that removes
// itself. Decoration only (it decides nothing), never shown under reduced motion.

const PIECES = 140;
const LENGTH_MS = 1_800;

/** Decorative numbers in [0, 1): from the browser's generator, as the house rule asks. */
function decorative(count: number): Float64Array {
  const words = crypto.getRandomValues(new Uint32Array(count));
  return Float64Array.from(words, (word) => word / 2 ** 32);
}

export function burstConfetti(): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const canvas = document.createElement("canvas");
  canvas.setAttribute("aria-hidden", "true");
  canvas.style.cssText =
    "position:fixed;inset:0;width:100vw;height:100vh;pointer-events:none;z-index:60";
  document.body.appendChild(canvas);
  const width = (canvas.width = window.innerWidth);
  const height = (canvas.height = window.innerHeight);
  const context = canvas.getContext("2d");
  if (!context) {
    canvas.remove();
    return;
  }
  const colours = WHEEL_PALETTES[0].colours;
  const noise = decorative(PIECES * 5);
  const at = (index: number) => noise[index] ?? 0;
  const pieces = Array.from({ length: PIECES }, (_, i) => ({
    x: width / 2 + (at(i * 5) - 0.5) * width * 0.3,
    y: height * 0.35,
    vx: (at(i * 5 + 1) - 0.5) * 14,
    vy: -6 - at(i * 5 + 2) * 10,
    spin: at(i * 5 + 3) * Math.PI,
    colour: colours[Math.floor(at(i * 5 + 4) * colours.length)] ?? "#d62839",
  }));
  const start = performance.now();
  const step = (time: number) => {
    const elapsed = time - start;
    context.clearRect(0, 0, width, height);
    for (const piece of pieces) {
      piece.x += piece.vx;
      piece.y += piece.vy;
      piece.vy += 0.35;
      piece.spin += 0.2;
      context.save();
      context.translate(piece.x, piece.y);
      context.rotate(piece.spin);
      context.globalAlpha = Math.max(0, 1 - elapsed / LENGTH_MS);
      context.fillStyle = piece.colour;
      context.fillRect(-4, -2, 8, 4);
      context.restore();
    }
    if (elapsed < LENGTH_MS) requestAnimationFrame(step);
    else canvas.remove();
  };
  requestAnimationFrame(step);
}
