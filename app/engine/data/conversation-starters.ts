/**
 * Conversation starters for three kinds of talk: a family meal, catching up with friends, and
 * deeper questions for a long walk or a quiet evening. All ages; nothing intrusive.
 *
 * Source: authored for this project (original writing).
 * Licence: public domain (CC0).
 */
export type ConversationMood = "family" | "friends" | "deep";

export interface ConversationStarter {
  text: string;
  mood: ConversationMood;
}

const family = [
  "What was the best part of your day?",
  "What is something that made you laugh today?",
  "If our family had a motto, what would it be?",
  "Where should we go on our next day out?",
  "What is one thing you learned this week?",
  "If we could cook anything for dinner tomorrow, what should it be?",
  "What is your favourite family memory?",
  "Who was kind to you today?",
  "What would you like to do together this weekend?",
  "If you could add one room to our home, what would it be?",
  "What is a game we should play together soon?",
  "What was hard today, and what helped?",
  "If we swapped jobs for a day, what would you do first?",
  "What is your favourite thing about our neighbourhood?",
  "Which relative would you most like to visit?",
  "What should our next family film be?",
  "What is something you would like to learn as a family?",
  "If you could invite anyone to dinner, who would it be?",
  "What is a tradition we should start?",
  "What is the funniest thing that ever happened on a family trip?",
  "If our pet could talk, what would it say?",
  "What is one thing you are grateful for today?",
  "What would you like to be famous for?",
  "If you had a free day with no rules, what would you do?",
  "What is your favourite meal we make at home?",
  "What was the best thing about when you were little?",
  "What should we plant in the garden or on the windowsill?",
  "What is a book we could read together?",
  "What is something you are looking forward to?",
  "What is one way we could help someone this week?",
  "Which holiday do you look forward to most, and why?",
  "If we made a family band, what would we call it?",
  "What is your favourite thing about each person at this table?",
  "What would the perfect Sunday look like?",
  "What did you dream about last night?",
  "What should we name our imaginary boat?",
  "If we could live in another country for a year, which one?",
  "What was the last thing that surprised you?",
  "What is something new you tried recently?",
  "What is a question you have always wanted to ask someone here?",
];

const friends = [
  "What is the best thing you have watched lately?",
  "What has been the highlight of your month?",
  "What is a trip you would love for us to take together?",
  "What is something you have been getting into lately?",
  "What is the last thing you bought that you love?",
  "What is a song you have had on repeat?",
  "What is a small goal you are working on?",
  "What is your favourite memory of us?",
  "What is a restaurant or café we should try?",
  "What would your perfect weekend look like right now?",
  "What is something that made you proud recently?",
  "What is a hobby you would like to pick up?",
  "What is the best advice you have heard lately?",
  "What is something that has been making you happy?",
  "What is a film you could watch a hundred times?",
  "What is the most interesting thing you learned this year?",
  "What is your current favourite snack?",
  "What is a skill you would like us to learn together?",
  "What is a place in town you have never been but want to try?",
  "What is your favourite way to relax?",
  "What is a tradition we should start as friends?",
  "What is a podcast or channel you have been enjoying?",
  "What is something you are looking forward to this season?",
  "What is the funniest thing that happened to you this week?",
  "What would you do with a surprise day off tomorrow?",
  "What is a game we haven't played in ages?",
  "What was your favourite toy growing up?",
  "What is a dish you would like to learn to cook?",
  "What is your dream house like?",
  "If you could master any instrument, which one?",
  "What is something you changed your mind about recently?",
  "What is a challenge we could do together?",
  "What is your favourite time of day, and why?",
  "What would your ideal birthday be?",
  "What is the best gift you have given someone?",
  "What is a book you would recommend to me?",
  "What is something you are curious about right now?",
  "What is an app or gadget that changed your life?",
  "If we started a club, what would it be for?",
  "What is a trend you never understood?",
];

const deep = [
  "What is something you believe now that you didn't five years ago?",
  "What does a good life look like to you?",
  "What is a moment that changed the way you see things?",
  "What are you most grateful for right now?",
  "Who has influenced you the most, and how?",
  "What is something you would like to be remembered for?",
  "What is a fear you have overcome?",
  "What makes you feel most like yourself?",
  "What is a lesson you had to learn more than once?",
  "What would you tell your younger self?",
  "What is a dream you have never said out loud?",
  "When do you feel most at peace?",
  "What is a risk you are glad you took?",
  "What does friendship mean to you?",
  "What is something you are still figuring out?",
  "What small thing do you do that makes a big difference?",
  "What would you do if you knew you could not fail?",
  "What is a question you wish people asked you more?",
  "What is a place that feels like home, apart from home?",
  "What are you looking forward to in the next ten years?",
  "What is something kind you did that nobody knows about?",
  "What is one habit that changed your life?",
  "What is a value you try never to compromise on?",
  "When was the last time you changed your mind about someone?",
  "What is the most important thing you have learned from a mistake?",
  "What does success mean to you?",
  "What would your perfect day be, from start to finish?",
  "What is something you wish you had more time for?",
  "What is a skill you admire in other people?",
  "What is a book or film that changed how you think?",
  "What are three words you would like people to use about you?",
  "What is a belief your family passed down that you kept?",
  "What is a tradition you would pass on?",
  "What is your favourite way to help others?",
  "What is a memory you return to when you need comfort?",
  "What is the bravest conversation you have ever had?",
  "What would you do with a year off?",
  "Which of your qualities are you proudest of?",
  "What is something you used to worry about that no longer matters?",
  "What does a truly good day feel like to you?",
];

const tagged = (mood: ConversationMood, texts: readonly string[]) =>
  texts.map((text) => ({ text, mood }));

const starters: readonly ConversationStarter[] = [
  ...tagged("family", family),
  ...tagged("friends", friends),
  ...tagged("deep", deep),
];

export default starters;
