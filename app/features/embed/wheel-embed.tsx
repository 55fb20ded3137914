import type { GeneratorRun } from "~/engine/core/page-data";
import {
  namesIn,
  parseWheelEntries,
  sliceBounds,
  turnsFor,
  type WheelEntry,
} from "~/engine/shared/wheel";
import { RESTING_SLICE, labelColour, paletteOf, sliceColour } from "~/engine/shared/wheel-palettes";
import { useNonce } from "~/utils/nonce";

import { EmbedFrame, EmbedSettings, EmbedSubmit } from "./embed-parts";
import { EMBED_PARAMS, type EmbedData } from "./model";

// The wheel in another site's page. The server decides the spin (the same engine, the same
// permalink as the wheel's page) and draws the wheel where it stops; a few lines of script turn
// it there, unless the viewer prefers reduced motion.

const SIZE = 200;
const CENTRE = SIZE / 2;
const RADIUS = CENTRE - 2;
/** Slices start at the top and run clockwise: degrees from SVG's x axis. */
const TOP = -90;
/** Labels longer than this are cut with an ellipsis; the settings list every entry in full. */
const MAX_LABEL = 16;

/** Turns the wheel to where the server stopped it, then shows the result (Escape: at once). */
const SPIN_SCRIPT = `(()=>{const d=document.getElementById("embed-wheel-disc"),r=document.getElementById("embed-wheel-result");if(!d||!r||!d.animate||matchMedia("(prefers-reduced-motion: reduce)").matches)return;r.hidden=true;d.dataset.spinning="true";const a=d.animate([{transform:"rotate(0deg)"},{transform:"rotate("+d.dataset.turnTo+"deg)"}],{duration:Number(d.dataset.seconds)*1e3,easing:"cubic-bezier(0.12,0.66,0.16,1)"});a.onfinish=()=>{r.hidden=false;d.dataset.spinning="false"};addEventListener("keydown",e=>{if(e.key==="Escape")a.finish()})})()`;

const point = (degrees: number, radius: number) => {
  const radians = (degrees * Math.PI) / 180;
  return `${(CENTRE + radius * Math.cos(radians)).toFixed(2)} ${(CENTRE + radius * Math.sin(radians)).toFixed(2)}`;
};

function WheelPicture({
  entries,
  colours,
  resting,
}: {
  entries: readonly WheelEntry[];
  colours: string;
  resting: ReadonlySet<string>;
}) {
  const palette = paletteOf(colours);
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="block size-full" aria-hidden="true">
      {sliceBounds(entries).map(({ start, size }, index) => {
        const entry = entries[index] as WheelEntry;
        const out = resting.has(entry.name);
        const fill = out ? RESTING_SLICE.fill : sliceColour(palette, index, entries.length);
        const from = TOP + start * 360;
        const to = from + size * 360;
        const middle = (from + to) / 2;
        const font = Math.min(12, size * Math.PI * 2 * RADIUS * 0.62 * 0.7);
        const label =
          entry.name.length > MAX_LABEL ? `${entry.name.slice(0, MAX_LABEL - 1)}…` : entry.name;
        return (
          <g key={index}>
            {size >= 1 ? (
              <circle cx={CENTRE} cy={CENTRE} r={RADIUS} fill={fill} />
            ) : (
              <path
                d={`M${CENTRE} ${CENTRE} L${point(from, RADIUS)} A${RADIUS} ${RADIUS} 0 ${size > 0.5 ? 1 : 0} 1 ${point(to, RADIUS)}Z`}
                fill={fill}
                stroke="rgba(0,0,0,0.18)"
                strokeWidth="0.5"
              />
            )}
            {font >= 5 ? (
              <text
                transform={`rotate(${middle.toFixed(2)} ${CENTRE} ${CENTRE})`}
                x={CENTRE + RADIUS - 8}
                y={CENTRE}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={font.toFixed(1)}
                fontWeight="600"
                fill={out ? RESTING_SLICE.label : labelColour(fill)}
              >
                {label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** The names that have won this round after this spin (rotation mode), for the next spin. */
function wonAfter(run: GeneratorRun, winner: string, newRound: boolean): string {
  const before = String(run.input.won ?? "").trim();
  return newRound || before === "" ? winner : `${before}\n${winner}`;
}

/**
 * The wheel embed: the wheel, Spin, the result once it stops, and the wheel's settings. Spin
 * sends the settings to the embed, which answers with the spin decided and the wheel turned.
 */
export function WheelEmbed({ data }: { data: EmbedData }) {
  const nonce = useNonce();
  const { page, fullPagePath, spun } = data;
  const run = page.run;
  const input = run?.input ?? page.input;
  const parsed = parseWheelEntries(String(input.entries ?? ""));
  const entries = parsed.ok ? parsed.entries : [];
  const value = spun ? run?.generation.values[0] : undefined;
  const winner = typeof value?.data?.winner === "string" ? value.data.winner : null;
  const rotation = Boolean(input.rotation);
  const nextWon =
    run && winner && rotation ? wonAfter(run, winner, value?.data?.newRound === true) : null;
  const resting = rotation ? namesIn(nextWon ?? String(input.won ?? "")) : new Set<string>();
  const angle = winner ? Number(value?.data?.angle ?? 0) : 0;
  const seconds = Number(input.duration ?? 5);
  return (
    <EmbedFrame page={page} appName={data.appName} fullPagePath={fullPagePath}>
      <div className="relative mx-auto w-full max-w-80 pt-3">
        <svg
          viewBox="0 0 36 44"
          className="absolute top-0 left-1/2 z-10 h-8 w-7 -translate-x-1/2"
          aria-hidden="true"
        >
          <path d="M3 3 H33 L18 41 Z" fill="var(--fg)" stroke="var(--bg)" strokeWidth="3" />
        </svg>
        <div
          id="embed-wheel-disc"
          role="img"
          aria-label={`A wheel of ${entries.length.toLocaleString("en-US")} entries`}
          className="aspect-square w-full rounded-full shadow-[0_0_0_3px_var(--fg)]"
          style={{ transform: `rotate(${angle.toFixed(4)}deg)` }}
          data-testid="embed-wheel-disc"
          data-angle={angle.toFixed(4)}
          data-turn-to={(angle + turnsFor(seconds) * 360).toFixed(4)}
          data-seconds={seconds}
          data-spinning="false"
        >
          <WheelPicture entries={entries} colours={String(input.colours ?? "")} resting={resting} />
        </div>
      </div>
      <p id="embed-wheel-result" role="status" className="min-h-8 text-center text-2xl font-bold">
        {winner ? `${winner} wins!` : null}
      </p>
      {winner ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SPIN_SCRIPT }} /> : null}
      {run?.generation.summary && winner ? (
        <p className="text-center text-sm">{run.generation.summary}</p>
      ) : null}
      <div className="text-center">
        <EmbedSubmit generatorId={page.generator.id} className="btn btn-primary px-8 py-2">
          Spin
        </EmbedSubmit>
      </div>
      <EmbedSettings
        page={page}
        values={nextWon === null ? input : { ...input, won: nextWon }}
        theme={data.theme}
        summary="Edit the wheel"
        extra={{ [EMBED_PARAMS.spin]: "1" }}
      />
    </EmbedFrame>
  );
}
