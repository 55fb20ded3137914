/**
 * The wheel's heading: its title, above the wheel (and in full screen), when it has one; else
 * a heading only screen readers meet.
 */
export function WheelTitle({ title }: { title: string }) {
  const shown = title.trim();
  return (
    <h2
      id="wheel-title"
      className={shown ? "break-words text-center text-2xl font-bold sm:text-3xl" : "sr-only"}
      data-testid="wheel-heading"
    >
      {shown || "Wheel"}
    </h2>
  );
}
