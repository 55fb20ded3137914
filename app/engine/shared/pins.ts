// Which PINs are easy guesses, shared by the PIN generator and the article on PIN strength.

/** Whether a PIN is one digit repeated (1111) or a straight run up or down (1234, 9876). */
export function isWeakPin(pin: string): boolean {
  const digits = Array.from(pin, Number);
  const steps = digits.slice(1).map((d, i) => d - (digits[i] as number));
  return [0, 1, -1].some((step) => steps.every((s) => s === step));
}

/** How many PINs of `length` digits are weak: 10 repeated digits plus the runs up and down. */
export function weakPinCount(length: number): number {
  return 10 + 2 * Math.max(0, 11 - length);
}
