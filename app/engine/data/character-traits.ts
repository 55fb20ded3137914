/**
 * Character traits for writers and role-players, sorted as positive, negative or neutral
 * (neither good nor bad in itself). Plain English adjectives; the sorting is this project's.
 *
 * Source: authored for this project (plain words of the language).
 * Licence: public domain (CC0).
 */

import { TRAIT_KINDS, type TraitKind } from "../shared/writing-kinds";

export interface CharacterTrait {
  trait: string;
  kind: TraitKind;
}

const RAW: Record<TraitKind, string> = {
  positive: `adaptable adventurous affectionate ambitious appreciative articulate attentive brave
calm capable caring charming cheerful clever compassionate confident conscientious considerate
courageous courteous creative curious dependable determined diligent diplomatic disciplined
easygoing efficient empathetic energetic enthusiastic fair faithful fearless focused forgiving
friendly funny generous gentle genuine gracious grateful hardworking helpful honest hopeful
humble imaginative independent ingenious insightful inspiring kind level-headed logical loyal
mature modest motivated observant open-minded optimistic organised passionate patient
perceptive persistent playful polite practical principled protective punctual quick-witted
rational reliable resilient resourceful respectful responsible selfless sensible sincere
sociable steady supportive sympathetic tactful thoughtful tolerant trustworthy understanding
upbeat versatile warm wise witty`,
  negative: `aloof argumentative arrogant bitter boastful bossy careless clumsy cold conceited
controlling cowardly cranky critical cruel cunning cynical deceitful defensive demanding
dishonest disloyal disorganised disrespectful distant envious fickle foolish forgetful fussy
gloomy greedy grumpy gullible harsh hasty hostile hot-headed hypocritical ignorant impatient
impulsive inconsiderate indecisive inflexible insecure insensitive irresponsible irritable
jealous judgemental lazy manipulative mean messy moody nagging naive narrow-minded neglectful
nosy obnoxious obstinate paranoid petty pompous possessive prejudiced pretentious quarrelsome
reckless resentful rigid rude ruthless sarcastic scheming selfish short-tempered shy sloppy
sly smug snobbish spiteful spoiled stingy stubborn sullen suspicious tactless thoughtless
timid touchy unreliable vain vengeful whiny wasteful`,
  neutral: `absent-minded analytical assertive blunt bold cautious competitive
conventional daydreaming dramatic dreamy eccentric emotional formal frank guarded headstrong
idealistic innocent inquisitive intense introverted extroverted mysterious nostalgic
old-fashioned outspoken perfectionist philosophical private proud quiet quirky reserved
restless romantic sceptical sentimental serious solitary spontaneous strict studious
superstitious talkative thrifty traditional unpredictable unconventional whimsical wistful bookish cerebral earnest
methodical meticulous nonchalant pragmatic predictable opinionated impressionable mischievous
rebellious secretive sensitive stoic dutiful frugal orderly laid-back
matter-of-fact precise reflective reticent sheltered spirited unhurried watchful wry zealous fastidious gregarious deliberate introspective unassuming`,
};

const traits: readonly CharacterTrait[] = TRAIT_KINDS.flatMap((kind) =>
  RAW[kind]
    .split(/\s+/)
    .filter(Boolean)
    .map((trait) => ({ trait, kind })),
);

export default traits;
