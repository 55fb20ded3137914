// Check digits of the numbers developers test forms with: Luhn (payment cards), ISO 7064
// mod 97-10 (IBAN), the GS1 mod-10 (EAN, UPC, ISBN-13) and ISBN-10's mod 11. Each works on a
// string of decimal digits, so long numbers never pass through floating point.

/** The Luhn digit that makes `digits` followed by it valid (ISO/IEC 7812-1, annex B). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  // Counting from the right of the full number, the check digit is position 1, so the payload's
  // rightmost digit is doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a string of digits passes the Luhn check. */
export function isLuhnValid(number: string): boolean {
  if (!/^\d{2,}$/.test(number)) return false;
  return luhnCheckDigit(number.slice(0, -1)) === Number(number.slice(-1));
}

/** The remainder of a long decimal string divided by 97, read in chunks that stay exact. */
export function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  }
  return remainder;
}

/** Letters as numbers (A = 10 … Z = 35), as IBAN and the French RIB key read them. */
function lettersToDigits(text: string): string {
  return text.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
}

/** The two IBAN check digits for a country code and a BBAN (ISO 13616, ISO 7064 mod 97-10). */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = mod97(lettersToDigits(`${bban}${country}00`));
  return String(98 - remainder).padStart(2, "0");
}

/** Whether an IBAN (spaces allowed) has valid check digits: its mod-97 remainder is 1. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/ /g, "");
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(compact)) return false;
  return mod97(lettersToDigits(`${compact.slice(4)}${compact.slice(0, 4)}`)) === 1;
}

/**
 * The GS1 check digit of `digits` (EAN-8, EAN-13, UPC-A, ISBN-13): weights 3 and 1 alternate
 * from the rightmost payload digit.
 */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += (digits.charCodeAt(i) - 48) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** The ISBN-10 check character of nine digits: 0–9 or X for ten (mod 11). */
export function isbn10CheckDigit(nine: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (nine.charCodeAt(i) - 48) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "X" : String(check);
}

/** The French RIB key of a bank code, branch code and account number (letters read as digits). */
export function ribKey(bank: string, branch: string, account: string): string {
  // Letters in a RIB account number read as digits by the RIB table (A, J → 1; B, K, S → 2 …).
  const ribDigits = account.replace(/[A-Z]/g, (c) => {
    const code = c.charCodeAt(0) - 64; // A = 1
    return String(((code + (code > 18 ? 1 : 0) - 1) % 9) + 1);
  });
  const sum = 89 * Number(bank) + 15 * Number(branch) + 3 * Number(ribDigits);
  return String(97 - (sum % 97)).padStart(2, "0");
}

/** Spanish account control digit of ten digits (weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6). */
export function spanishControlDigit(ten: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (ten.charCodeAt(i) - 48) * (weights[i] as number);
  const digit = 11 - (sum % 11);
  return String(digit === 11 ? 0 : digit === 10 ? 1 : digit);
}
