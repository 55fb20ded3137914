import { describe, expect, it } from "vitest";

import {
  MAX_INPUTS_LENGTH,
  MAX_NOTE_ID_LENGTH,
  MAX_SAVED_NOTES,
  MAX_SAVED_VALUE_LENGTH,
  NOTE_MESSAGES,
  type SavedNote,
  checkNote,
  fitInputs,
  isNoteId,
  noteToSave,
  readNote,
  sameValue,
} from "./note";
import { SYNC_MESSAGES } from "./sync-messages";

function note(overrides: Partial<SavedNote> = {}): SavedNote {
  return {
    id: "note-1",
    generatorId: "pick-from-list",
    generatorTitle: "Pick From a List",
    value: "Pupil 58",
    inputs: { count: 1 },
    seed: "teacher",
    savedAt: "2026-01-31T12:00:00.000Z",
    ...overrides,
  };
}

const pupils = (n: number) => Array.from({ length: n }, (_, i) => `Pupil ${i + 1}`).join("\n");

describe("a note's settings (inputs)", () => {
  it("are kept as they are when they fit", () => {
    const inputs = { entries: pupils(10), count: 1, unique: true };
    expect(fitInputs(inputs)).toEqual({ inputs, truncated: false });
  });

  it("are shortened to fit when too long: small settings whole, the long list cut at a line", () => {
    const inputs = { entries: pupils(600), count: 1, unique: true };
    expect(JSON.stringify(inputs).length).toBeGreaterThan(MAX_INPUTS_LENGTH);
    const fitted = fitInputs(inputs);
    expect(fitted.truncated).toBe(true);
    expect(JSON.stringify(fitted.inputs).length).toBeLessThanOrEqual(MAX_INPUTS_LENGTH);
    expect(Object.keys(fitted.inputs)).toEqual(["entries", "count", "unique"]);
    expect(fitted.inputs).toMatchObject({ count: 1, unique: true });
    const entries = fitted.inputs.entries as string;
    expect(entries.startsWith("Pupil 1\nPupil 2\n")).toBe(true);
    expect(entries.endsWith("\n…")).toBe(true);
    // Most of the room is used.
    expect(JSON.stringify(fitted.inputs).length).toBeGreaterThan(MAX_INPUTS_LENGTH * 0.75);
  });

  it("leave out what is not text and cannot fit, and never split a character", () => {
    const fitted = fitInputs({
      big: Array.from({ length: 2_000 }, (_, i) => i),
      emoji: "😀".repeat(3_000),
    });
    expect(fitted.truncated).toBe(true);
    expect(fitted.inputs.big).toBeUndefined();
    const emoji = fitted.inputs.emoji as string;
    expect(emoji.endsWith("😀…")).toBe(true);
    expect(JSON.stringify(fitted.inputs).length).toBeLessThanOrEqual(MAX_INPUTS_LENGTH);
  });
});

describe("the one check", () => {
  it("reads a note, drops unknown fields, and marks shortened settings", () => {
    const read = readNote({ ...note({ inputs: { entries: pupils(600) } }), extra: "x" });
    if (!read.ok) throw new Error(read.problem.message);
    expect(read.note).not.toHaveProperty("extra");
    expect(read.note.inputsTruncated).toBe(true);
    expect(readNote(note())).toEqual({ ok: true, note: note() });
    // A note marked shortened stays marked; `false` is the same as no mark.
    expect(readNote({ ...note(), inputsTruncated: true })).toMatchObject({
      note: { inputsTruncated: true },
    });
    expect(readNote({ ...note(), inputsTruncated: false })).toEqual({ ok: true, note: note() });
  });

  it.each([
    ["not an object", [], null, "A saved value must be an object."],
    ["a value that is not text", { ...note(), value: 7 }, "value", "value must be text."],
    ["inputs that are a list", { ...note(), inputs: [1] }, "inputs", "inputs must be an object."],
    ["an empty id", note({ id: "" }), "id", "id must be text that is not empty."],
    ["a long id", note({ id: "x".repeat(MAX_NOTE_ID_LENGTH + 1) }), "id", NOTE_MESSAGES.noteId],
    [
      "a value too long",
      note({ value: "x".repeat(MAX_SAVED_VALUE_LENGTH + 1) }),
      "value",
      "This value is too long to save: at most 10,000 characters.",
    ],
    [
      "a time that is not ISO 8601",
      note({ savedAt: "yesterday" }),
      "savedAt",
      expect.stringContaining("ISO 8601"),
    ],
    [
      "a long generator title",
      note({ generatorTitle: "t".repeat(201) }),
      "generatorTitle",
      expect.stringContaining("200"),
    ],
  ])("refuses %s, naming the field", (_what, value, field, message) => {
    expect(checkNote(value)).toEqual({ ok: false, problem: { field, message } });
  });

  it("accepts every limit exactly", () => {
    const edge = note({
      id: "i".repeat(MAX_NOTE_ID_LENGTH),
      generatorTitle: "t".repeat(200),
      value: "v".repeat(MAX_SAVED_VALUE_LENGTH),
      seed: "s".repeat(200),
    });
    expect(checkNote(edge)).toEqual({ ok: true, note: edge });
    expect(isNoteId("i".repeat(MAX_NOTE_ID_LENGTH))).toBe(true);
    expect(isNoteId("")).toBe(false);
  });

  it("the same value is the same generator and the same text", () => {
    expect(sameValue(note(), note({ id: "other" }))).toBe(true);
    expect(sameValue(note(), note({ generatorId: "random-order" }))).toBe(false);
    expect(sameValue(note(), note({ value: "Pupil 59" }))).toBe(false);
  });
});

describe("saving", () => {
  const draft = {
    generatorId: "coin-flip",
    generatorTitle: "Coin Flip",
    value: "Heads",
    inputs: {},
    seed: null,
  };

  it("makes a new note with an id and a time", () => {
    const result = noteToSave([], draft);
    if (!result.ok) throw new Error(result.message);
    expect(result.isNew).toBe(true);
    expect(result.note).toMatchObject(draft);
    expect(result.note.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkNote(result.note).ok).toBe(true);
  });

  it("answers the note already held for the same value, even at the limit", () => {
    const held = Array.from({ length: MAX_SAVED_NOTES }, (_, i) =>
      note({ id: `n${i}`, value: `v${i}` }),
    );
    expect(noteToSave(held, { ...draft, generatorId: "pick-from-list", value: "v3" })).toEqual({
      ok: true,
      note: held[3],
      isNew: false,
    });
    expect(noteToSave(held, draft)).toEqual({
      ok: false,
      message: NOTE_MESSAGES.limitReached,
    });
  });

  it("refuses what the server would refuse, with the server's message", () => {
    expect(noteToSave([], { ...draft, value: "x".repeat(MAX_SAVED_VALUE_LENGTH + 1) })).toEqual({
      ok: false,
      message: NOTE_MESSAGES.valueTooLong,
    });
    expect(noteToSave([], { ...draft, generatorTitle: "t".repeat(201) })).toMatchObject({
      ok: false,
    });
  });
});

describe("messages", () => {
  it("count the values not copied in words", () => {
    expect(SYNC_MESSAGES.notCopied(1, "Too long.")).toBe(
      "1 saved value could not be copied to your account: Too long.",
    );
    expect(SYNC_MESSAGES.notCopied(1_200, "Too long.")).toBe(
      "1,200 saved values could not be copied to your account: Too long.",
    );
    expect(NOTE_MESSAGES.limitReached).toBe(
      "You can keep at most 1,000 saved values. Remove some to save more.",
    );
  });
});
