// A numeric run's summary and histogram.

/** The most distinct values counted one by one; more are grouped into bins. */
const MAX_COUNTED_VALUES = 20;
const HISTOGRAM_BINS = 20;

function numericSummary(numbers: readonly number[]) {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (const n of numbers) {
    if (n < min) min = n;
    if (n > max) max = n;
    sum += n;
  }
  const distinct = new Map<number, number>();
  for (const n of numbers) {
    distinct.set(n, (distinct.get(n) ?? 0) + 1);
    if (distinct.size > MAX_COUNTED_VALUES) break;
  }
  const perValue =
    distinct.size <= MAX_COUNTED_VALUES ? [...distinct].sort(([a], [b]) => a - b) : null;
  const bins: { label: string; count: number }[] = [];
  if (perValue) {
    for (const [value, count] of perValue) bins.push({ label: format(value), count });
  } else {
    const width = (max - min) / HISTOGRAM_BINS || 1;
    const counts = new Array<number>(HISTOGRAM_BINS).fill(0);
    for (const n of numbers)
      counts[Math.min(HISTOGRAM_BINS - 1, Math.floor((n - min) / width))]! += 1;
    counts.forEach((count, i) =>
      bins.push({ label: `${format(min + i * width)}–${format(min + (i + 1) * width)}`, count }),
    );
  }
  return { count: numbers.length, min, max, mean: sum / numbers.length, perValue, bins };
}

function format(n: number): string {
  return Number.isInteger(n)
    ? n.toLocaleString("en-US")
    : n.toLocaleString("en-US", { maximumSignificantDigits: 6 });
}

export function NumericSummary({ numbers }: { numbers: readonly number[] }) {
  const stats = numericSummary(numbers);
  const tallest = Math.max(...stats.bins.map((bin) => bin.count));
  const width = 320;
  const height = 96;
  const barWidth = width / stats.bins.length;
  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
    >
      <h3 id="summary-title" className="text-sm font-semibold">
        Summary
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        {(
          [
            ["Count", stats.count.toLocaleString("en-US")],
            ["Min", format(stats.min)],
            ["Max", format(stats.max)],
            ["Mean", format(stats.mean)],
          ] as const
        ).map(([label, text]) => (
          <div key={label}>
            <dt className="text-muted-fg">{label}</dt>
            <dd className="font-mono font-semibold">{text}</dd>
          </div>
        ))}
      </dl>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-24 w-full text-accent"
        role="img"
        aria-label={`Histogram of ${stats.count.toLocaleString("en-US")} values from ${format(stats.min)} to ${format(stats.max)}`}
        preserveAspectRatio="none"
      >
        {stats.bins.map((bin, i) => {
          const h = tallest === 0 ? 0 : (bin.count / tallest) * (height - 2);
          return (
            <rect
              key={i}
              x={i * barWidth + 1}
              y={height - h}
              width={Math.max(1, barWidth - 2)}
              height={h}
              fill="currentColor"
            >
              <title>{`${bin.label}: ${bin.count.toLocaleString("en-US")}`}</title>
            </rect>
          );
        })}
      </svg>
      {stats.perValue ? (
        <table className="text-sm">
          <caption className="sr-only">How many times each value came up</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left font-medium text-muted-fg">
                Value
              </th>
              <th scope="col" className="text-right font-medium text-muted-fg">
                Times
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.perValue.map(([value, count]) => (
              <tr key={value}>
                <td className="font-mono">{format(value)}</td>
                <td className="text-right font-mono">{count.toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
