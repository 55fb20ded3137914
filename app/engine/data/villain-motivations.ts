/**
 * What drives a story's villain, by kind: sympathetic (a wound or loss the reader can
 * understand), misguided (good aims, terrible means) or selfish (power, pride, greed).
 * Family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */
import type { VillainKind } from "../shared/writing-kinds";

export interface VillainMotivation {
  kind: VillainKind;
  motivation: string;
}

const RAW: Record<VillainKind, string> = {
  sympathetic: `They were banished from the kingdom as a child for a crime they did not commit.
Their village was flooded to build the dam that powers the city.
They lost their family's farm to a bank run by the hero's family.
They were the hero's best friend until the hero took all the credit.
Their invention was stolen and sold as someone else's.
They were left behind on an expedition and had to survive alone.
They were promised a cure for their sister and the promise was broken.
They were the last of their kind and blame the people who hunted the rest.
They were laughed off the stage once and have never forgiven the audience.
They were raised to be the chosen one and then replaced.
Their forest home was cut down for a road nobody uses.
Their warnings about the disaster were ignored, and now it has happened.
They were forgotten in a locked tower for a hundred years.
Their home planet was used as a rubbish dump.
They gave everything to the kingdom and got nothing when they grew old.
They were turned into a monster by a curse meant for someone else.
They only want their stolen memories back.
The town blamed them for the fire and no one listened to the truth.
They want the people who hurt them to feel what they felt, just once.
Their child was taken by the queen's soldiers years ago.`,
  misguided: `They believe the world will only be safe if nobody is free.
They want to end all sadness by ending all feelings.
They are sure the old king's laws would fix everything, so they plan to bring them back.
They think the ocean is dying and humans must be moved off the coast by force.
They want to make everyone equal by making everyone the same.
They believe a perfect city can be built if they control every choice.
They want to stop time so that nothing bad can ever happen again.
They think the only way to save the forest is to drive every person out of it.
They are certain that a war now will prevent a worse one later.
They want to protect children by never letting them leave home.
They think magic is too dangerous, so they are destroying every magician.
They believe history must be rewritten so people stop repeating it.
They want to bring back the golden age they remember, even though it never existed.
They think the robots would run the world better, and are helping them do it.
They want to cure illness by replacing every body part with machines.
They believe that if they win the election by any means, they can finally do good.
They want to prove the prophecy wrong, even if it destroys everything.
They think hardship makes people stronger, so they create hardship on purpose.
They are collecting all the world's knowledge so no one can misuse it, including the rest of us.
They believe fear is the only thing that keeps people kind to each other.`,
  selfish: `They want the crown, and the rightful heir is in the way.
They want to be remembered forever, no matter the cost.
They want to own every river in the land and sell the water.
They cannot bear anyone being better at anything than they are.
They want the secret recipe that made their rival famous.
They want to live forever and have found a way that harms others.
They want to be the richest person in the world, then the second world.
They want revenge for a small insult nobody else remembers.
They want to win the competition so badly that cheating seems fair.
They want the power of the dragon's heart for themselves.
They want a life of comfort and do not care who pays for it.
They want the hero's life, friends and name.
They want everyone to need them, so they keep causing problems only they can fix.
They want the hidden treasure and will sink the ship to get it.
They want to be adored and punish anyone who does not cheer.
They want the throne simply because they were told they could not have it.
They want to control the weather and sell the sunshine.
They want the whole town to belong to their company.
They want to prove they are the cleverest, even if no one is left to notice.
They are bored, and causing chaos is the most fun they have had in years.`,
};

const motivations: readonly VillainMotivation[] = (Object.keys(RAW) as VillainKind[]).flatMap(
  (kind) => RAW[kind].split("\n").map((motivation) => ({ kind, motivation })),
);

export default motivations;
