/**
 * Podcast episode topics by subject area, each phrased as an episode idea. Family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export type PodcastArea = "history" | "science" | "culture" | "everyday" | "food";

export interface PodcastTopic {
  area: PodcastArea;
  topic: string;
}

const RAW: Record<PodcastArea, string> = {
  history: `How the humble pencil changed the world
The strangest inventions that never caught on
Lost cities and how they were found again
The history of the weekend
Why we shake hands
Great escapes from history
The first people to cross the oceans
How maps got the world wrong
The story of your town's oldest building
Famous mistakes that turned out well
How people kept food cold before fridges
The life of a medieval apprentice
The history of the postal service
Royal pets through the ages
How clocks changed the way people work
The forgotten women of exploration`,
  science: `Why the sky is blue and sunsets are red
What dreams are made of
The secret lives of octopuses
How your brain decides what to remember
Could we ever live on Mars?
Why cats always land on their feet
The science of a perfect paper aeroplane
How bees talk to each other
What happens to your body in space
The tiniest living things on Earth
Why some people love spicy food
How weather forecasts are made
The quest to find life on other planets
Why yawns are contagious
The science of luck
How trees share food underground`,
  culture: `The most underrated films of each decade
Why we love scary stories
How video games became an art form
The stories behind famous paintings
Board games from around the world
What makes a song catchy
The rise of audiobooks
Fan theories that turned out to be true
How comics grew up
The best book-to-film adaptations
Why we collect things
The art of the movie trailer
Festivals the world should know about
Who decides what is cool?
The secret language of emojis
Unusual museums worth a trip`,
  everyday: `The perfect morning routine, tested
How to be a better listener
Small habits that save money
What your desk says about you
The etiquette of group chats
Learning a new skill at any age
How to make friends as an adult
The joy of doing nothing
Tidying: helpful or overrated?
Stories from people who changed careers
How to plan the perfect day out
Neighbours: the good, the bad and the noisy
Why we procrastinate and how to stop
Surviving your first week in a new job
Life without a smartphone for a week
Bedtime: the great debate`,
  food: `The great pizza topping debate
Foods named after places
Recipes that survived from ancient times
Street food around the world
Why bread is the oldest comfort food
The science of a perfect cup of tea
Cooking with only five ingredients
School dinners through the decades
The secret history of chocolate
Fruits you have never heard of
Which breakfast around the world is best?
Growing your own vegetables on a windowsill
The rise and fall of food trends
Family recipes and the stories behind them
How spices shaped the world
The art of the picnic`,
};

const topics: readonly PodcastTopic[] = (Object.keys(RAW) as PodcastArea[]).flatMap((area) =>
  RAW[area].split("\n").map((topic) => ({ area, topic })),
);

export default topics;
