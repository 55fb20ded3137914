/**
 * Discussion questions for book clubs and reading groups that work for almost any book:
 * general ones, ones for novels and ones for non-fiction.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */

export type BookClubKind = "any" | "fiction" | "nonfiction";

export interface BookClubQuestion {
  /** "any" when the question suits every book. */
  kind: BookClubKind;
  question: string;
}

const RAW: Record<BookClubKind, string> = {
  any: `What was your first impression of the book, and did it change by the end?
Which passage would you read aloud to someone who has not read it?
What question would you most like to ask the author?
Did the title fit the book? What would you have called it?
Which part surprised you most?
Was there a moment when you wanted to stop reading? What kept you going?
How did the book make you feel while reading it, and afterwards?
Who do you think the book was written for?
What did you learn from this book that you did not know before?
If you could change one thing about the book, what would it be?
Which other book does this one remind you of, and why?
Would you recommend it, and to whom?
How did the setting, time or place shape the book?
Did the opening pages draw you in? Why or why not?
What will you remember about this book in a year's time?
How would you rate it out of ten, and what would make it a ten?
Did the book's structure (chapters, viewpoints, timeline) help or get in the way?
What do you think the cover says about the book?
Which line or idea has stayed with you?
Has the book changed how you see anything in your own life?`,
  fiction: `Which character would you most like to meet, and what would you ask them?
Which character changed the most, and what made them change?
Did you trust the narrator? Why or why not?
Was the ending satisfying? How would you have ended it?
Which character's choices did you disagree with most?
What do you imagine happens to the characters after the last page?
Which scene would be the hardest to film, and how would you do it?
Were there any villains, and did you understand them?
How did the author build suspense or keep you turning pages?
Which relationship in the story felt most real?
What role did secrets play in the story?
If the story were set today, or a hundred years ago, what would change?
Which minor character deserves a book of their own?
What themes run through the story beneath the plot?
Did any symbol or object keep coming back? What might it mean?
Who would you cast in a film version?
Which character is most like you?
Was there a turning point where everything changed?
How did the author use dialogue to show who the characters are?
If you could step into one scene, which would it be?`,
  nonfiction: `What is the book's main argument, in one sentence?
Which piece of evidence convinced you most, and which least?
Did the author's own story or point of view affect how you read the book?
What would someone who disagrees with the author say?
Which fact or story from the book have you told someone else since reading it?
Did the book change your mind about anything?
What did the author leave out that you wish they had covered?
How well did the author explain difficult ideas?
Would this book have worked better as an article, a film or a podcast?
Which chapter was the most useful or interesting?
Is anything in the book out of date already?
What practical step, if any, will you take after reading it?
How did the author keep the book readable?
Who would benefit most from reading it?
Which person described in the book would you like to hear more from?
Did the book raise new questions it did not answer?
How fair was the author to the people they wrote about?
What surprised you about the research behind the book?
Which images, charts or examples stuck with you?
If you could add a chapter, what would it be about?`,
};

const questions: readonly BookClubQuestion[] = (Object.keys(RAW) as BookClubKind[]).flatMap(
  (kind) => RAW[kind].split("\n").map((question) => ({ kind, question })),
);

export default questions;
