/**
 * Journaling prompts by theme: reflection, gratitude, memories, the future and creativity.
 * Gentle, everyday questions suitable for any age.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */
import type { JournalTheme } from "../shared/writing-kinds";

export interface JournalPrompt {
  theme: JournalTheme;
  prompt: string;
}

const RAW: Record<JournalTheme, string> = {
  reflection: `What is something you changed your mind about this year, and why?
When did you last feel completely calm? Describe where you were.
What is a habit you would like to keep, and one you would like to drop?
Which compliment have you never forgotten?
What does a good day look like for you, from morning to night?
What is something you are avoiding, and what is the smallest first step?
Write about a time you were braver than you expected.
What do you need more of this week, and what do you need less of?
What would you tell yourself from one year ago?
Which small thing annoyed you today, and does it still matter?
What are three words that describe you right now?
When do you feel most like yourself?
What is a mistake that taught you something useful?
What is something you are proud of that nobody knows about?
How do you know when you need a rest?
Who do you find easy to talk to, and what makes them easy?
What does "home" mean to you today?
What is a question you wish someone would ask you?
What did you learn about yourself this month?
What would you do with a whole free day and no plans?`,
  gratitude: `Name three small things that went right today.
Who helped you recently without being asked?
Which everyday object would you miss most if it vanished?
What is a sound you are glad to hear?
Write a thank-you note to someone you have never thanked properly.
What is something about your body you are grateful for?
What is a place that always makes you feel better?
Which book, song or film arrived at exactly the right moment?
What is a skill someone taught you that you still use?
What is the best meal you have eaten this month?
Who makes you laugh most, and how?
What is something that was hard once but is easy now?
What is a kindness a stranger showed you?
Which season do you love most, and what about it?
What do you have today that you once wished for?
Who is someone you admire, and what would you thank them for?
What is a simple pleasure you enjoy every week?
What part of your daily routine do you quietly enjoy?
What is something in nature you noticed recently?
Which friend has been with you the longest, and what have they given you?`,
  memories: `Describe the house you lived in when you were seven.
What was your favourite toy as a child, and where is it now?
Write about a journey you still remember clearly.
What is the earliest memory you have?
Describe a birthday you will never forget.
What was the best present you ever gave someone?
Write about a time you got lost.
Who was your favourite teacher, and what did they do differently?
What smell takes you straight back to childhood?
Describe a family tradition in detail.
What was the first thing you saved up money for?
Write about a friendship that changed your life.
What game did you play most as a child?
Describe a day when everything went wrong but it turned out fine.
What was your favourite place to hide?
Write about the first time you tried something new and scary.
What song reminds you of a particular summer?
Describe a meal that someone made especially for you.
What was the funniest thing that happened at school?
Write about a holiday, real or imagined, that you remember fondly.`,
  future: `Describe an ordinary Tuesday in your life ten years from now.
What is one thing you want to learn in the next year?
Where in the world would you most like to visit, and what would you do first?
What kind of person do you want to be known as?
Write a letter to yourself to open in five years.
What is a goal that scares you a little?
What would you do if you knew you could not fail?
What small step could you take this week towards a big dream?
What do you hope your home will look like one day?
What is something you want to stop worrying about?
Which skill would you like to master, and how might you start?
What would make next month better than this one?
What tradition would you like to start?
Who would you like to meet in the future, and why?
What does success mean to you now?
What would you like to have finished by the end of the year?
Imagine your perfect weekend next summer. Describe it.
What is one way you want to help other people?
Which adventure would you like to have before you are old?
What would you like to be doing more of in a year's time?`,
  creativity: `If you could invent a new holiday, what would people celebrate and how?
Describe your dream room in as much detail as you can.
Write about today from the point of view of your pet or a houseplant.
If your life were a film, what would this chapter be called?
Invent a new ice-cream flavour and describe it.
Write a short story that starts with the last thing you heard someone say.
If you could have any superpower for one day only, what would you do with it?
Describe a city where everything is made of one material.
What would you put in a time capsule, and why?
Write a review of your week as if it were a restaurant.
Invent a new sport and write its rules.
Describe a colour to someone who has never seen it.
If you could shrink to the size of an ant, where would you explore?
Write a conversation between your past self and your future self.
Design your own country: its flag, food and national holiday.
What would the weather be like if it matched your mood today?
Write a poem about something on your desk.
Describe a door. Where does it lead?
If you could live inside any painting, which would it be?
Make up a legend about how your town got its name.`,
};

const prompts: readonly JournalPrompt[] = (Object.keys(RAW) as JournalTheme[]).flatMap((theme) =>
  RAW[theme].split("\n").map((prompt) => ({ theme, prompt })),
);

export default prompts;
