// Payment card numbers that payment processors publish for their test (sandbox) modes: they pass
// the Luhn check and the card-type rules, and no real card has them. Plain facts copied from the
// processors' public testing pages (Stripe: docs.stripe.com/testing; Braintree:
// developer.paypal.com/braintree/docs/guides/credit-cards/testing-go-live; Cybersource: its
// test card list), each kept once.

export type CardNetwork =
  | "Visa"
  | "Mastercard"
  | "American Express"
  | "Discover"
  | "Diners Club"
  | "JCB"
  | "UnionPay"
  | "Maestro";

export interface TestCard {
  number: string;
  network: CardNetwork;
  /** Debit, prepaid or a length worth knowing; empty for a plain credit card. */
  variant: string;
  /** The processor whose testing page lists it. */
  source: "Stripe" | "Braintree" | "Cybersource";
}

const testCards: readonly TestCard[] = [
  { number: "4242424242424242", network: "Visa", variant: "", source: "Stripe" },
  { number: "4000056655665556", network: "Visa", variant: "debit", source: "Stripe" },
  { number: "5555555555554444", network: "Mastercard", variant: "", source: "Stripe" },
  { number: "2223003122003222", network: "Mastercard", variant: "2-series", source: "Stripe" },
  { number: "5200828282828210", network: "Mastercard", variant: "debit", source: "Stripe" },
  { number: "5105105105105100", network: "Mastercard", variant: "prepaid", source: "Stripe" },
  { number: "378282246310005", network: "American Express", variant: "", source: "Stripe" },
  { number: "371449635398431", network: "American Express", variant: "", source: "Stripe" },
  { number: "6011111111111117", network: "Discover", variant: "", source: "Stripe" },
  { number: "6011000990139424", network: "Discover", variant: "", source: "Stripe" },
  { number: "6011981111111113", network: "Discover", variant: "debit", source: "Stripe" },
  { number: "3056930009020004", network: "Diners Club", variant: "", source: "Stripe" },
  { number: "36227206271667", network: "Diners Club", variant: "14-digit", source: "Stripe" },
  { number: "30569309025904", network: "Diners Club", variant: "14-digit", source: "Stripe" },
  { number: "38520000023237", network: "Diners Club", variant: "14-digit", source: "Stripe" },
  { number: "3566002020360505", network: "JCB", variant: "", source: "Stripe" },
  { number: "6200000000000005", network: "UnionPay", variant: "", source: "Stripe" },
  { number: "6200000000000047", network: "UnionPay", variant: "debit", source: "Stripe" },
  { number: "6205500000000000004", network: "UnionPay", variant: "19-digit", source: "Stripe" },
  { number: "4111111111111111", network: "Visa", variant: "", source: "Braintree" },
  { number: "4005519200000004", network: "Visa", variant: "", source: "Braintree" },
  { number: "4009348888881881", network: "Visa", variant: "", source: "Braintree" },
  { number: "4012000033330026", network: "Visa", variant: "", source: "Braintree" },
  { number: "4012000077777777", network: "Visa", variant: "", source: "Braintree" },
  { number: "4012888888881881", network: "Visa", variant: "", source: "Braintree" },
  { number: "4217651111111119", network: "Visa", variant: "", source: "Braintree" },
  { number: "4500600000000061", network: "Visa", variant: "", source: "Braintree" },
  { number: "2223000048400011", network: "Mastercard", variant: "2-series", source: "Braintree" },
  { number: "378734493671000", network: "American Express", variant: "", source: "Braintree" },
  { number: "6011000991300009", network: "Discover", variant: "", source: "Braintree" },
  { number: "36259600000004", network: "Diners Club", variant: "14-digit", source: "Braintree" },
  { number: "3530111333300000", network: "JCB", variant: "", source: "Braintree" },
  { number: "6304000000000000", network: "Maestro", variant: "", source: "Braintree" },
  { number: "3566111111111113", network: "JCB", variant: "", source: "Cybersource" },
  { number: "2222420000001113", network: "Mastercard", variant: "2-series", source: "Cybersource" },
  { number: "2222630000001125", network: "Mastercard", variant: "2-series", source: "Cybersource" },
  { number: "6759411100000008", network: "Maestro", variant: "", source: "Cybersource" },
];

export default testCards;
