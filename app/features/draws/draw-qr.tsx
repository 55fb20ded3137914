import { encode } from "uqr";

// Loaded only when "Show QR code" is pressed: uqr (MIT, about 4 KB gzipped) stays out of every
// page's first load.

/** A QR code of `text`, dark on light whatever the theme, large enough for a classroom screen. */
export default function DrawQr({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: "M", border: 2 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="mt-3 block w-full max-w-80 rounded-md bg-white"
      data-testid="draw-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
