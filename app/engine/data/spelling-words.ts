/**
 * Spelling words by school grade (US grades 1 to 8; ages about 6 to 14), the kind of words
 * spelling lists at each level practise: short vowels and sight words first, then blends,
 * vowel teams, silent letters, suffixes, and finally long and commonly misspelled words.
 *
 * Source: authored for this project (plain English words, chosen by level).
 * Licence: public domain (CC0).
 */

export interface SpellingWord {
  word: string;
  grade: number;
}

const BY_GRADE: readonly string[] = [
  // Grade 1
  `and, at, bed, big, box, bus, can, cat, cup, dad, day, dog, fan, fish, fun, get, hat, hen,
  hop, hot, jam, jet, kid, leg, let, lip, log, man, map, mom, mud, net, not, pan, pen, pet,
  pig, pin, red, run, sad, sat, sit, six, sun, ten, top, tub, van, web, wet, yes, zip, the,
  said, was, you, they, have, come, play, look`,
  // Grade 2
  `after, again, black, boat, bring, brown, children, clean, clock, cloud, could, dress, drink,
  each, every, first, flag, found, friend, frog, girl, green, grow, happy, horse, house, jump,
  kitten, light, little, long, many, milk, morning, night, other, outside, party, please,
  rain, read, right, road, school, seven, shell, sleep, snow, some, spring, stop, story,
  swim, teeth, thank, three, train, tree, under, water, were, where, white, would, write`,
  // Grade 3
  `able, above, afraid, almost, always, animal, answer, babies, beautiful, because, before,
  believe, between, birthday, bottle, brought, build, busy, caught, change, country, cried,
  different, dollar, early, enough, family, favourite, finally, forest, garden, giant,
  hundred, important, inside, kitchen, knife, knock, laugh, listen, lunch, middle, money,
  mountain, music, neighbour, often, people, picture, pretty, question, quiet, really,
  remember, should, sometimes, special, straight, thought, through, together, tomorrow,
  until, weather, whole, wrong, young`,
  // Grade 4
  `according, address, adventure, among, ancient, audience, balance, breathe, bridge,
  calendar, captain, cereal, century, chocolate, climate, collect, complete, courage,
  decide, describe, desert, dessert, difference, discover, electric, energy, enormous,
  especially, explain, extra, famous, February, government, guard, guess, heard, height,
  imagine, island, journey, knowledge, language, library, machine, measure, minute, mystery,
  natural, notice, ocean, opposite, peaceful, possible, probably, promise, recognise, scissors,
  separate, shoulder, signal, surprise, temperature, thousand, village, weight, wonderful`,
  // Grade 5
  `absence, accident, actually, although, apologise, appreciate, argument, attention,
  available, awkward, bargain, believable, brilliant, category, celebrate, character,
  committee, community, competition, conscience, continue, curious, definite, determined,
  develop, disappear, embarrass, environment, equipment, exaggerate, excellent, familiar,
  foreign, forty, frequently, guarantee, harass, hesitate, identity, immediately, individual,
  interrupt, invisible, leisure, lightning, marvellous, mischievous, muscle, necessary,
  nuisance, occasion, opportunity, parallel, particular, persuade, physical, prejudice,
  privilege, pronunciation, recommend, relevant, restaurant, rhythm, sincerely, soldier,
  stomach, sufficient, suggest, symbol, system, vegetable, vehicle`,
  // Grade 6
  `abundant, accommodate, achievement, acquire, adolescent, aggressive, analysis, anonymous,
  anticipate, apparent, approximately, architecture, atmosphere, benefit, boundary,
  campaign, catastrophe, circumstance, colleague, column, conscious, consequence, controversy,
  correspond, criticise, curiosity, democracy, dilemma, discipline, efficient, eighth,
  eliminate, emphasise, enthusiasm, evidence, existence, explanation, fascinate, forfeit,
  glimpse, gorgeous, hygiene, hypothesis, inevitable, influence, initiative, irrelevant,
  jealous, laboratory, legitimate, maintenance, mathematics, medieval, miniature, negotiate,
  noticeable, occurrence, parliament, permanent, perseverance, pneumonia, possession,
  preference, questionnaire, reference, rehearse, reluctant, sacrifice, schedule, silhouette`,
  // Grade 7
  `abbreviate, accessible, acknowledgement, acquaintance, aesthetic, allegiance, ambiguous,
  apparatus, arithmetic, bureaucracy, camouflage, chronological, coincidence, commemorate,
  competent, concede, condemn, connoisseur, conscientious, correspondence, courteous,
  deceive, descendant, desperate, deterrent, dissatisfied, ecstasy, eligible, entrepreneur,
  exhilarate, extraordinary, fluorescent, guidance, harassment, hierarchy, hindrance,
  humorous, illegible, incidentally, independence, indispensable, intelligence, irresistible,
  liaison, lieutenant, manoeuvre, millennium, miscellaneous, mnemonic, occasionally,
  omission, pastime, perceive, phenomenon, playwright, precede, prevalent, psychology,
  receipt, recurrence, reminiscence, rhyme, seize, sergeant, sophisticated, subtle,
  supersede, threshold, tyranny, vacuum`,
  // Grade 8
  `abysmal, acquiesce, aficionado, anomaly, antithesis, apocalypse, benevolent, bourgeois,
  cacophony, cantankerous, chauffeur, colloquial, conscientiously, convalescence, cynicism,
  debris, deficit, dichotomy, dilettante, disciplinary, effervescent, embarrassment,
  entrepreneurial, epitome, exacerbate, facetious, fallacious, gauge, grievous, haemorrhage,
  idiosyncrasy, impeccable, inadvertent, incandescent, indefatigable, ingenious, innocuous,
  juxtaposition, kaleidoscope, labyrinth, magnanimous, malleable, mayonnaise, melancholy,
  metaphor, meticulous, mischievously, naive, nauseous, onomatopoeia, paradigm, paraphernalia,
  pharaoh, plagiarism, precocious, quintessential, rendezvous, reservoir, resilience,
  sacrilegious, surveillance, symmetrical, synonymous, ubiquitous, unanimous, vicious,
  vigilant, whimsical, xylophone, zealous`,
];

const words: readonly SpellingWord[] = BY_GRADE.flatMap((list, i) =>
  list.split(",").map((word) => ({ word: word.trim(), grade: i + 1 })),
);

export default words;
