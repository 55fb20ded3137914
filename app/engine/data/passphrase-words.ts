/**
 * Passphrase word list: the BIP-39 English word list (2048 words, lowercase a–z,
 * every word uniquely identified by its first four letters).
 *
 * Source: npm package `@scure/bip39` (runtime dependency, `wordlists/english.js`;
 *         only that ~13 kB file is bundled), which ships the list from the
 *         bitcoin/bips BIP-0039 specification.
 * Licence: MIT — Copyright (c) 2022 Patricio Palladino, Paul Miller (paulmillr.com).
 */
import { wordlist } from "@scure/bip39/wordlists/english.js";

const passphraseWords: readonly string[] = wordlist;

export default passphraseWords;
