/**
 * Icebreaker questions for three settings: a team at work, a class of pupils or students, and
 * guests at a party. Light, inclusive and safe to answer in front of others.
 *
 * Source: authored for this project (original writing).
 * Licence: public domain (CC0).
 */
export type IcebreakerSetting = "work" | "class" | "party";

export interface Icebreaker {
  text: string;
  setting: IcebreakerSetting;
}

const work = [
  "What was your first ever job?",
  "What is one tool or app you couldn't work without?",
  "What is the best piece of work advice you have been given?",
  "If you weren't in this job, what would you be doing?",
  "What does your ideal workday look like?",
  "What is a skill you picked up outside work that helps you at work?",
  "Coffee, tea or neither?",
  "What is the most useful thing you learned in your first year of work?",
  "Which meeting habit would you ban forever?",
  "What is on your desk right now that tells a story?",
  "What is your favourite way to take a break?",
  "What is something you are learning at the moment?",
  "What was the best team you have ever been part of, and why?",
  "Early start or late finish?",
  "What is a small win from this week?",
  "What would your job title be if it described what you really do?",
  "What is your favourite lunch to bring to work?",
  "Which colleague, past or present, taught you the most?",
  "What is one thing you would like to get better at this year?",
  "What is the strangest job you have ever heard of?",
  "What do you do to switch off after work?",
  "What is the best conference or training you have been to?",
  "What is your favourite productivity trick?",
  "Which emoji do you use most at work?",
  "If our team had a mascot, what would it be?",
  "What is a project you are proud of?",
  "What did you want to be when you were ten?",
  "Where is your favourite place to work from?",
  "What is one thing people might not know about your role?",
  "What is the best thing that happened to you last week?",
  "What is your favourite book about work, or one you would recommend?",
  "What would you do with a four-day week?",
  "What is a work tradition you would like to start?",
  "What is the most interesting place your job has taken you?",
  "What is your go-to snack during a long day?",
  "If you could swap jobs with anyone here for a day, whose would it be?",
  "What is a mistake that taught you something valuable?",
  "What is your favourite way to celebrate a finished project?",
  "What is a hobby you would like to turn into a job?",
  "What keeps you motivated on a slow day?",
];

const cls = [
  "What is your favourite subject, and why?",
  "What is one thing you are looking forward to this term?",
  "If you could learn about anything at all, what would it be?",
  "What is the best book you have read recently?",
  "What is your favourite thing to do at break time?",
  "If you could have any animal as a class pet, what would it be?",
  "What is something you are really good at outside school?",
  "What is your favourite school trip so far?",
  "What would you invent to make school better?",
  "What is your favourite lunch?",
  "Which famous person from history would you like to interview?",
  "If you were the teacher for a day, what would you teach?",
  "What is your favourite sport or game?",
  "What is a word you love the sound of?",
  "What is the best thing you did during the holidays?",
  "What job would you like to try one day?",
  "What is your favourite season, and why?",
  "If you could visit any country, where would you go?",
  "What is your favourite film or TV show?",
  "What superpower would help you most at school?",
  "What is something new you learned this week?",
  "What is your favourite song right now?",
  "What is one thing that always makes you smile?",
  "Would you rather read a book or write a story?",
  "What is your favourite number, and why?",
  "What is something you would like to get better at this year?",
  "What is your favourite thing to draw?",
  "What is the most interesting fact you know?",
  "If you could name a new planet, what would you call it?",
  "What is your favourite board or card game?",
  "Who is someone who inspires you?",
  "What would you put in a class time capsule?",
  "What is your favourite way to spend a Saturday?",
  "If you wrote a book, what would its title be?",
  "What is one thing you would like your classmates to know about you?",
  "What is your favourite animal fact?",
  "Which is better: maths puzzles or word puzzles?",
  "What is your favourite snack after school?",
  "If you could make one new school rule, what would it be?",
  "What is a place near you that you love?",
];

const party = [
  "How do you know the host?",
  "What is the best party you have ever been to?",
  "What song would get you on the dance floor right now?",
  "What is your signature party snack?",
  "What is the best thing that happened to you this month?",
  "What is a hobby you could talk about for hours?",
  "What is the last great film you saw?",
  "What is your favourite party game?",
  "Where was your best holiday?",
  "What is a talent that would surprise people here?",
  "What is your go-to karaoke song?",
  "What is the most interesting thing you have read lately?",
  "What is your favourite local restaurant?",
  "If this party had a theme, what should it be?",
  "What is something you are excited about right now?",
  "What is the best concert you have been to?",
  "What is your favourite thing to cook for friends?",
  "Who would you most like to meet at a party like this?",
  "What is the best costume you have ever worn?",
  "What is your favourite way to spend a weekend?",
  "What is a place you would love to visit next?",
  "What is the last thing that made you laugh out loud?",
  "What is a small thing that makes your day?",
  "Board games or dancing?",
  "What is the best birthday you have had?",
  "What is your favourite drink to make for guests?",
  "What is a podcast or show you would recommend?",
  "What is the funniest thing that has happened to you at a party?",
  "What is your favourite season for a party?",
  "If you could throw any party, what would it be like?",
  "What is a skill you would like to learn this year?",
  "What is your favourite game from childhood?",
  "What is your favourite thing about this time of year?",
  "Which three famous people would you invite to your dream dinner party?",
  "What is the best present you have ever received?",
  "What is a tradition your family or friends have?",
  "What was the soundtrack of your teenage years?",
  "Which fictional world would you most like to visit?",
  "What is your favourite dessert?",
  "What is your party trick?",
];

const tagged = (setting: IcebreakerSetting, texts: readonly string[]) =>
  texts.map((text) => ({ text, setting }));

const icebreakers: readonly Icebreaker[] = [
  ...tagged("work", work),
  ...tagged("class", cls),
  ...tagged("party", party),
];

export default icebreakers;
