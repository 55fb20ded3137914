/**
 * Plot twists to drop into a story, by kind: who someone really is, a situation that turns
 * around, a secret that comes out, or a world that is not what it seemed. Family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

import { TWIST_KINDS, type TwistKind } from "../shared/writing-kinds";

export interface PlotTwist {
  kind: TwistKind;
  twist: string;
}

const RAW: Record<TwistKind, string> = {
  identity: `The helpful stranger is the hero's long-lost sibling.
The villain is the hero from the future, trying to stop a mistake.
The narrator has been the family dog all along.
The mentor is the one who caused the disaster in the first place.
The quiet classmate is the famous anonymous author everyone has been searching for.
The two rivals turn out to be the same person using two names.
The ghost everyone fears is a living person hiding in the walls.
The king is an actor hired to play the king while the real one travels in disguise.
The new teacher is the detective who has been watching the school.
The imaginary friend was real, and has been waiting for the hero to return.
The princess in the tower locked herself in on purpose to hide from her duties.
The talking raven is a wizard who forgot how to turn back.
The hero's best friend is the spy who leaked every plan.
The old woman selling apples is the most powerful sorcerer in the land.
The robot companion was a human who uploaded her mind decades ago.
The missing explorer is the guide leading the search party.
The person writing threatening letters is the one who received them.
The monster under the bed is a frightened child from another world.
The lost prince has been the castle cook the whole time.
The voice on the radio is the hero's own voice, recorded years in the future.
The wise tree everyone consults is a person who was turned to wood long ago.
The stranger's "enemy" is the only one telling the truth.
The hero's parents were the legendary thieves they grew up reading about.
The detective's loyal assistant planned the crime to test her.
The shy librarian is the leader of the resistance.`,
  reversal: `The treasure the heroes fought over is worthless, but the map itself is priceless.
The quest was a test, and failing it was the only way to pass.
The prison the hero escaped was keeping something much worse out, not the hero in.
The heroes win the battle and realise they have been fighting for the wrong side.
The cure everyone is searching for is the disease's cause.
The rescue party arrives to find the "captives" do not want to leave.
The prophecy was about the villain, not the hero.
The curse was a blessing, and lifting it will ruin everything.
The hero finally reaches the end of the journey, only to find it is where they started.
The monster was sent to protect the village from the real threat.
The competition was rigged, but in the hero's favour, and now they must decide what to do.
The magic sword only works for someone who refuses to use it.
The villain's evil plan would have saved the world.
Winning the election means the hero must enforce the law they campaigned against.
The heroes steal the crown only to find the crown has chosen them.
The safe place they have been travelling towards was destroyed years ago.
The storm that stranded them is the only thing keeping the enemy away.
The ancient enemy shows up asking for help.
The invention meant to save time makes every day last twice as long.
The hero's greatest fear turns out to be the key to the final door.
The letter that started the adventure was never meant for the hero.
The cheater in the contest was trying to expose the real cheat.
The escape plan works perfectly, and they escape into a worse place.
The wish is granted exactly as spoken, and that is the problem.
The hero's rival saves their life at the worst possible moment.`,
  secret: `The family fortune came from a theft that the hero's grandmother committed.
The hero was adopted from the kingdom they have been taught to hate.
The map was drawn by someone who never left their room.
The diary the hero found was planted for them to find.
The town has been repeating the same year, and only the mayor knows.
The peaceful village pays the dragon to stay away.
The hero's powers come from the villain's stolen invention.
The best friend has known the secret all along and was protecting the hero.
The museum's most famous painting is a copy, and the original is in the hero's attic.
The school was built on top of a sealed door that has started to open.
The gentle giant is the one who built the walls around the kingdom.
The mentor has been secretly writing the prophecy as the story goes on.
Every person in town has agreed never to mention the thirteenth month.
The hero's reflection has been keeping a diary.
The dead-end street leads somewhere, but only on rainy Thursdays.
The old ship's captain has sailed the same route for a hundred and fifty years.
The villain and the hero signed a deal as children and forgot about it.
The hero was never chosen by the prophecy; someone changed the name.
The town's lucky charm is a prison for something ancient.
The inheritance comes with a condition nobody has read to the end.
The grandparents met on opposite sides of a war.
The experiment was cancelled years ago, yet someone kept it running.
The quiet neighbour's garden is full of plants that no longer exist anywhere else.
The crown jewels were swapped for glass a century ago.
The lighthouse keeper has been signalling to someone every night.`,
  world: `The kingdom is a model railway in someone's attic.
The spaceship has never left Earth; the stars on the screens are painted.
The island is the back of a sleeping sea creature.
The whole story has been a game, and the players are about to switch it off.
The city is inside a snow globe that somebody has just picked up.
The hero's world is the afterlife of a world that ended long ago.
The forest is a single enormous organism that has been watching them.
The "ancient ruins" are the remains of the heroes' own future city.
The desert is the bottom of an ocean that will return tomorrow.
The town exists only in the daytime; at night it folds away.
The characters are inside a book, and the reader has just skipped a chapter.
The moon is a lantern, and its keeper is getting old.
The alien planet is Earth, thousands of years from now.
The mountain they are climbing is growing.
The castle is bigger on the inside because it is built into a pocket of time.
The people in the painting can see out, and have been watching for centuries.
The mirror world is the real one, and ours is the reflection.
The endless winter was caused by a single forgotten promise.
Every dream the hero has is someone else's memory.
The maze was built around the hero's house while they slept.
The ocean is a lake on a far larger world.
The library holds a book for every person, and one book is still being written.
The sky is a ceiling, and someone has just cracked it.
Time moves backwards outside the walls of the village.
The train they are riding has never stopped, because there are no stations left.`,
};

const twists: readonly PlotTwist[] = TWIST_KINDS.flatMap((kind) =>
  RAW[kind].split("\n").map((twist) => ({ kind, twist })),
);

export default twists;
