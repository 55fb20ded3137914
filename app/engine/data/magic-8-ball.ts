/**
 * The 20 classic Magic 8-Ball answers (10 affirmative, 5 non-committal, 5 negative).
 *
 * Source: authored (short stock phrases as commonly documented; uncopyrightable).
 * Licence: public domain.
 */
const magic8BallAnswers: readonly string[] = [
  // affirmative
  "It is certain.",
  "It is decidedly so.",
  "Without a doubt.",
  "Yes definitely.",
  "You may rely on it.",
  "As I see it, yes.",
  "Most likely.",
  "Outlook good.",
  "Yes.",
  "Signs point to yes.",
  // non-committal
  "Reply hazy, try again.",
  "Ask again later.",
  "Better not tell you now.",
  "Cannot predict now.",
  "Concentrate and ask again.",
  // negative
  "Don't count on it.",
  "My reply is no.",
  "My sources say no.",
  "Outlook not so good.",
  "Very doubtful.",
];

export default magic8BallAnswers;
