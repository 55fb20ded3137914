/**
 * Lines of dialogue to start a scene from, by tone: tense, funny, mysterious or warm. Each is
 * something one character says; the writer decides who, to whom and why. Family-safe.
 *
 * Source: authored for this project.
 * Licence: public domain (CC0).
 */
import type { DialogueTone } from "../shared/writing-kinds";

export interface DialoguePrompt {
  tone: DialogueTone;
  line: string;
}

const RAW: Record<DialogueTone, string> = {
  tense: `"You said you'd be here an hour ago."
"Don't open that door. Not yet."
"I know what you did last Tuesday."
"We have ten minutes before the bridge closes."
"If you leave now, don't bother coming back."
"Who else knows about the map?"
"Put the letter down and step away from the desk."
"I counted the money twice. It's short."
"They're not coming to rescue us, are they?"
"Tell me the truth, just this once."
"Somebody's been in my room."
"You promised you'd never tell her."
"The ice is cracking. Don't move."
"It was your idea, so it's your problem."
"Why is your name on the list?"
"Either we go together or nobody goes."
"I saw you at the station. Don't pretend you weren't there."
"The last boat leaves at midnight. Choose."
"Whose footprints are those?"
"One more word and the deal is off."`,
  funny: `"Technically, the goat started it."
"I didn't break it. I improved its shape."
"Why is there a penguin in the bath?"
"I've decided to become a morning person. Starting tomorrow afternoon."
"That's not a cake, that's a cry for help."
"In my defence, the instructions were in French."
"The good news is the fire's out. The bad news is the kitchen."
"Have you seen my other shoe? It's the same as this one, but the other one."
"I'm not lost. I'm exploring with confidence."
"Please tell me that's not the only map."
"Your hamster is in charge now. I don't make the rules."
"I may have accidentally adopted a llama."
"Who taught the parrot that word?"
"We're going to need a bigger sandwich."
"It's fine. Everything is fine. Don't look behind me."
"I said I could fix it. I didn't say today."
"Is it normal for the toaster to do that?"
"Grandma's in the tree again."
"I told the robot to tidy up, and now it's tidied up the cat."
"Well, at least the wedding cake survived. Mostly."`,
  mysterious: `"The clock stopped at the exact moment she left."
"This key doesn't fit any door in the house."
"He's been dead for forty years, so who's writing the letters?"
"Look at the painting. The eyes were closed yesterday."
"There's a room on the plans that isn't in the house."
"Every night at three, the piano plays one note."
"The stranger knew my grandmother's name."
"It's the same photograph, but there's one more person in it."
"Why does the map show a lake where the town is?"
"The lighthouse hasn't been lit in years. Then who switched it on?"
"She told me to give you this if she didn't come back."
"Don't trust the one with the silver ring."
"The snow's only falling on our house."
"I found your diary. Dated next week."
"The bird brings something new every morning."
"Nobody in the village remembers the festival, but there are photos."
"The numbers on the door changed again."
"It's a message, but it's written backwards."
"The well answered me."
"I've never been here before, so why do I know the way?"`,
  warm: `"I kept every letter you ever sent me."
"You don't have to say anything. I'll just sit with you."
"Remember when we built that raft? It sank in five minutes."
"I made too much soup again. Come over."
"You were right. I should have called sooner."
"I saved you the last slice."
"Welcome home. Your room's just as you left it."
"I'm proud of you, you know. I don't say it enough."
"Tell me about your day. The long version."
"Let's watch the sunrise, just this once."
"I found your old teddy bear in the attic."
"You can stay as long as you like."
"I planted those tulips for you, years ago."
"Thank you for waiting for me."
"It doesn't matter who wins. I'm glad we played."
"I still have the scarf you knitted. It's terrible. I love it."
"We'll figure it out together, like always."
"Happy birthday, old friend."
"The kettle's on. Sit down and tell me everything."
"I'd walk the whole way again if it meant seeing you."`,
};

const lines: readonly DialoguePrompt[] = (Object.keys(RAW) as DialogueTone[]).flatMap((tone) =>
  RAW[tone].split("\n").map((line) => ({ tone, line })),
);

export default lines;
