import { MAX_WEIGHT, type WheelEntry } from "~/engine/shared/wheel";

// The advanced editor: one row per entry with its weight, for those who would rather not type
// "Name *3". It writes the entries box, which stays the one source of the wheel.

export default function WeightsEditor({
  entries,
  onChange,
}: {
  entries: readonly WheelEntry[];
  onChange: (entries: WheelEntry[]) => void;
}) {
  function update(index: number, change: Partial<WheelEntry>) {
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...change } : entry)));
  }
  return (
    <div className="max-h-96 overflow-auto rounded-md border border-border" tabIndex={-1}>
      <table className="w-full text-sm">
        <caption className="sr-only">Entries and their weights</caption>
        <thead>
          <tr className="text-left text-muted-fg">
            <th scope="col" className="px-2 py-1 font-medium">
              Entry
            </th>
            <th scope="col" className="w-28 px-2 py-1 font-medium">
              Weight
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr key={index} className="border-t border-border">
              <td className="px-2 py-1">
                <input
                  type="text"
                  aria-label={`Entry ${index + 1}`}
                  defaultValue={entry.name}
                  onBlur={(event) => {
                    const name = event.currentTarget.value.trim();
                    if (name !== "" && name !== entry.name) update(index, { name });
                  }}
                  className="w-full rounded border border-border bg-bg px-2 py-1"
                />
              </td>
              <td className="px-2 py-1">
                <input
                  type="number"
                  aria-label={`Weight of ${entry.name}`}
                  min={0.01}
                  max={MAX_WEIGHT}
                  step={0.01}
                  defaultValue={entry.weight}
                  onChange={(event) => {
                    const weight = Number(event.currentTarget.value);
                    if (Number.isFinite(weight) && weight >= 0.01 && weight <= MAX_WEIGHT) {
                      update(index, { weight: Math.round(weight * 100) / 100 });
                    }
                  }}
                  className="w-full rounded border border-border bg-bg px-2 py-1"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
