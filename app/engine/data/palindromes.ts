/**
 * English palindromes: words, and phrases that read the same backwards once spaces, punctuation
 * and capitals are ignored. The single words are plain English words; the phrases are the
 * well-known traditional ones plus some written for this project.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export interface Palindrome {
  text: string;
  kind: "word" | "phrase";
}

const WORDS = `aha bib bob civic dad deed deified did dud eke eve ewe eye gag gig kayak
level madam minim mom mum noon nun pap peep pep pip pop pup racecar radar redder refer
repaper reviver rotator rotor sagas sees shahs solos stats tat tenet toot tot wow
stats ere`;

const PHRASES = `A man, a plan, a canal: Panama
A nut for a jar of tuna
A Santa at NASA
A Toyota's a Toyota
Borrow or rob?
Don't nod.
Draw, O coward!
Eva, can I see bees in a cave?
Go hang a salami, I'm a lasagna hog.
Live not on evil.
Madam, in Eden I'm Adam.
Mr. Owl ate my metal worm.
Never odd or even.
No lemon, no melon.
Nurses run.
Race fast, safe car.
Rise to vote, sir.
Step on no pets.
Stressed? No tips? Spit on desserts!
Taco cat.
Top spot.
Was it a car or a cat I saw?
Was it a rat I saw?
We panic in a pew.
Yo, banana boy!
Able was I ere I saw Elba.
Ma is a nun, as I am.
Never a foot too far, even.
No, it is open on one position.
Now I won.
Pull up if I pull up.
Sit on a potato pan, Otis.
Some men interpret nine memos.
Too hot to hoot.
Wet stew.
Won't lovers revolt now?
Yawn a more Roman way.
Zeus was deified, saw Suez.
Gateman sees name, garageman sees name tag.
Niagara, O roar again!
Rats live on no evil star.
Senile felines.
Star comedy by Democrats.
Tuna nut.
No trace; not one carton.
Pots nonstop.
Stack cats.
Amore, Roma.
Cigar? Toss it in a can, it is so tragic.
Evil olive.
Lion oil.
Oh, who was it I saw, oh who?
Put it up.
Ten animals I slam in a net.
Reviled did I live, said I, as evil I did deliver.
Lager, sir, is regal.
Kayak salad, Alaska yak.
Sue, dice, do, to decide us.
Dennis sinned.
Emil asleep, Hannah peels a lime.
Anna: "Did Otto peep?" Otto: "Did Anna?"
Mirror rim.
Pa's a sap.
Rise, sir.
Sir, I demand, I am a maid named Iris.
Yreka Bakery.
Not a banana baton.
Oozy rat in a sanitary zoo.
Name now one man.
Ah, Satan sees Natasha.`;

/** Only letters and digits, lower case: what must read the same both ways. */
export function letters(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

const palindromes: readonly Palindrome[] = [
  ...[...new Set(WORDS.split(/\s+/))].map((text) => ({ text, kind: "word" as const })),
  ...PHRASES.split("\n").map((text) => ({ text, kind: "phrase" as const })),
];

export default palindromes;
