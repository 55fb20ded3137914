/**
 * Poetic forms with their rules in brief, and how hard they are to write for a beginner (the
 * project's judgement). The forms and their rules are plain facts of literature; the wording
 * is this project's.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export type PoemDifficulty = "easy" | "medium" | "hard";

export interface PoemForm {
  form: string;
  difficulty: PoemDifficulty;
  rules: string;
}

const RAW = `Haiku | easy | Three lines of 5, 7 and 5 syllables, usually about nature or a season, with a turn or contrast between two images.
Acrostic | easy | The first letters of the lines, read downwards, spell a word or name that is the poem's subject.
Cinquain | easy | Five unrhymed lines of 2, 4, 6, 8 and 2 syllables, building up to a sharp last line.
Couplet | easy | Two lines that rhyme with each other and have the same rhythm, making one complete thought.
Limerick | easy | Five lines rhyming AABBA; lines 1, 2 and 5 are longer with three beats, lines 3 and 4 shorter with two; usually funny.
Diamante | easy | Seven lines in a diamond shape: a noun; two adjectives; three -ing words; four nouns; three -ing words; two adjectives; a noun, often the opposite of the first.
Free verse | easy | No fixed rhyme or metre; line breaks, rhythm and images carry the poem.
Shape poem | easy | The words are arranged on the page in the shape of the poem's subject.
Tanka | easy | Five lines of 5, 7, 5, 7 and 7 syllables; a haiku with two more lines that turn towards a feeling.
Quatrain | easy | A stanza or poem of four lines, often rhyming ABAB or AABB.
Senryu | easy | Three lines of 5, 7 and 5 syllables like a haiku, but about human nature, often with humour.
List poem | easy | A poem built as a list of things, actions or wishes, often with a repeated opening phrase.
Clerihew | easy | Four lines rhyming AABB about a person named in the first line, comic and irregular in length.
Ballad | medium | Quatrains rhyming ABCB, alternating lines of four and three beats, that tell a story, often with a refrain.
Blank verse | medium | Unrhymed lines of iambic pentameter (ten syllables, da-DUM five times).
Elegy | medium | A reflective poem of mourning or loss, in any metre, moving from grief towards comfort.
Ode | medium | A formal poem of praise to a person, object or idea, in several stanzas, often addressing its subject directly.
Triolet | medium | Eight lines rhyming ABaAabAB; line 1 repeats as lines 4 and 7, and line 2 as line 8.
Terza rima | medium | Tercets rhyming ABA BCB CDC and so on, each stanza's middle rhyme leading the next, ending with a single line or couplet.
Rondeau | medium | Fifteen lines in three stanzas on two rhymes, with the opening words repeated as a short refrain after stanzas two and three.
Ghazal | medium | Five or more couplets, each complete in itself; both lines of the first couplet and the second line of each later one end with the same word or phrase.
Pantoum | medium | Quatrains where lines 2 and 4 of each stanza become lines 1 and 3 of the next; the last stanza repeats the poem's first and third lines.
Prose poem | medium | Written in sentences and paragraphs rather than lines, but keeps the images, rhythm and compression of poetry.
Epigram | medium | A short, witty poem, often a rhyming couplet, that ends with a clever twist.
Shakespearean sonnet | hard | Fourteen lines of iambic pentameter rhyming ABAB CDCD EFEF GG, with a turn before the final couplet.
Petrarchan sonnet | hard | Fourteen lines of iambic pentameter: an octave rhyming ABBAABBA that poses a problem, then a sestet (CDECDE or CDCDCD) that answers it.
Villanelle | hard | Nineteen lines on two rhymes: five tercets and a quatrain; lines 1 and 3 repeat alternately as the last line of each tercet and close the poem together.
Sestina | hard | Six stanzas of six lines and a three-line envoi; the same six end-words return in a set rotating order in every stanza.
Rondeau redoublé | hard | Twenty-five lines on two rhymes; each line of the first quatrain ends one of the next four stanzas in turn, and the poem closes with the opening words.
Ottava rima | hard | Stanzas of eight lines in iambic pentameter rhyming ABABABCC, often used for long, witty storytelling.
Spenserian stanza | hard | Nine lines rhyming ABABBCBCC: eight of iambic pentameter and a final longer line of twelve syllables.
Rubaiyat | hard | Quatrains rhyming AABA; in the chained form, the unrhymed third line sets the rhyme of the next stanza.
Sapphic stanza | hard | Four-line stanzas: three long lines in a fixed pattern of long and short syllables and a short fifth-foot line (adonic) to end.
Crown of sonnets | hard | Seven linked sonnets; the last line of each becomes the first line of the next, and the last line of the seventh repeats the first line of the first.`;

const forms: readonly PoemForm[] = RAW.split("\n").map((line) => {
  const [form = "", difficulty = "", rules = ""] = line.split(" | ");
  return { form, difficulty: difficulty as PoemDifficulty, rules };
});

export default forms;
