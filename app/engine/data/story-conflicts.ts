/**
 * Story conflicts by their classic type: character against character, nature, society,
 * themselves or technology. Each is a situation a story can grow from. Family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

import { CONFLICT_TYPES, type ConflictType } from "../shared/writing-kinds";

export interface StoryConflict {
  type: ConflictType;
  conflict: string;
}

const RAW: Record<ConflictType, string> = {
  person: `Two bakers both claim the same prize-winning recipe as their own.
A new captain takes over the team and benches the star player.
Two siblings inherit one house and each wants to live in it.
A journalist must choose between a big story and protecting a friend.
A stepfather and stepson compete for the last place on a fishing trip.
Two explorers race each other to map the same uncharted island.
A student is framed for cheating by the classmate they helped most.
Neighbours fight over a tree that grows across both gardens.
A shopkeeper suspects her new assistant of stealing, but has no proof.
A chef must work under the rival who once ruined his restaurant.
Two friends fall out over who told a secret.
A detective and a thief are stuck on the same island until the ferry returns.
A grandmother refuses to let her granddaughter sell the family boat.
A band's lead singer wants to go solo on the night of their biggest show.
Two candidates for class president discover they share a campaign manager.
A lighthouse keeper and a smuggler are the only people on a rock for a week.
A teacher and a pupil each believe the other is lying about a lost exam.
A knight must escort the prince who once humiliated her.
Two inventors claim the same patent, and one of them stole it.
Old business partners meet again when one tries to buy the other's farm.`,
  nature: `A family is cut off by floodwater and must reach higher ground.
A small plane comes down in the mountains, and the pilot is injured.
A fishing crew is caught far out at sea by a sudden storm.
A drought threatens the last orchard in the valley.
Hikers lose the trail in a whiteout and have one day of food.
A swarm of locusts is heading for the village fields.
A young shepherd must bring the flock home before the blizzard.
A ship is trapped in sea ice as winter closes in.
A wildfire races towards the only road out of town.
Two friends are stranded on a sandbar as the tide comes in.
A volcano wakes up beneath a sleeping island.
A girl must find water for her camel in the deep desert.
A bear has moved into the cabin where a family planned their holiday.
A heatwave melts the ice road a town depends on.
An avalanche buries the mountain pass the night before a wedding.
A lost dog must find its way home across the moors.
A river changes course overnight and splits a village in two.
A research team is stranded on an ice shelf that is breaking away.
A balloonist drifts off course over an endless forest.
A beekeeper's hives are failing and nobody knows why.`,
  society: `A girl wants to join the all-boys rowing club, and the rules say no.
A town votes to close the library, and one boy decides to save it.
A new law bans all music after sunset.
Workers at a factory decide whether to strike.
A family of travellers is told to move on from their camp once again.
A city plans a motorway straight through an old neighbourhood.
A village decides strangers may no longer settle there.
A young inventor's idea is ignored because of where she comes from.
A school insists every student must choose a career at twelve.
A kingdom forbids magic, and a baker's son discovers he can do it.
A small island votes on whether to let tourists visit.
A refugee family arrives in a town that is divided about welcoming them.
A football club is sold to owners who want to move it to another city.
A tradition says the youngest child must leave home at sixteen.
A company town turns against the one person who questions the company.
A girl is told she cannot enter the science fair because she is home-schooled.
A ban on pets leaves a whole street hiding animals from inspectors.
The mayor's plan to modernise the town will close every family shop.
A society ranks people by a score, and a boy's score suddenly drops to zero.
A community must decide whether to rebuild or move after a flood.`,
  self: `A champion swimmer develops a fear of deep water before the final.
A boy must decide whether to own up to breaking his father's prized clock.
A painter has lost all belief in her own talent.
A soldier comes home and cannot settle into ordinary life.
A girl has to choose between two friends who have fallen out.
A man who never apologises needs to, today.
A shy girl has to give a speech to the whole school.
A runner is tempted to take a shortcut no one would see.
A woman must decide whether to leave her safe job for a risky dream.
A boy keeps a lie going long after it stopped being useful.
A musician freezes every time she plays in front of her mother.
A retired detective wonders whether he got his biggest case wrong.
A teenager is jealous of his best friend's success and hates himself for it.
A king doubts he deserves the throne.
A grandfather struggles to accept he can no longer drive.
A girl discovers she was chosen for the team only because of her older sister.
A writer cannot finish the book that made a promise to a dying friend.
An athlete must decide whether to compete while injured.
A boy pretends to like the things his friends like.
A scientist must admit that years of her work were based on a mistake.`,
  technology: `A house's smart assistant decides the family needs a stricter bedtime.
A robot nanny grows too attached to the child it looks after.
A town's power grid fails, and nobody remembers how to live without it.
A self-driving bus refuses to let its passengers off.
An app that matches friends starts matching people with their enemies.
A boy's video game character starts sending him messages.
A translation device mistranslates a peace treaty.
The school's new marking computer gives every student the same grade.
A farmer's drone has started planting the wrong crops, on purpose.
A lift in a tall building has its own ideas about which floor you need.
A family's memories are stored in the cloud, and the company is closing.
A robotic dog runs away from home.
A space probe wakes up after fifty years with outdated orders.
A weather machine built to stop a drought won't switch off.
An online rumour spread by a bot ruins a baker's business.
A hospital's computer locks its doors during a storm.
A girl builds a robot to do her homework and it begins to outsmart her.
A city's traffic lights all turn red and stay red.
A digital assistant copies its owner's voice and starts making calls.
A submarine's navigation system insists the sea floor has moved.`,
};

const conflicts: readonly StoryConflict[] = CONFLICT_TYPES.flatMap((type) =>
  RAW[type].split("\n").map((conflict) => ({ type, conflict })),
);

export default conflicts;
