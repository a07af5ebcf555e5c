package twentystrong

import (
	"github.com/twenty-games/twenty/scenes"
)

// withLesson adds 20 Strong's "Learn to play" to the game.
func withLesson(g *scenes.Game) *scenes.Game {
	g.Lesson = lesson
	return g
}

// lesson is 20 Strong's "Learn to play": the first two rounds of run 1
// with Bramble against a face-up boss, played as the advisor plays them
// (the dice fall as the seed rolls them, the same on every device). It
// shows Activation, committing and rolling, crits and hits applied, an
// instant reward, a second Strategy phase for the dice that missed, the
// Resolve phase, recovering dice and keeping an item. A solo game has no
// computer's moves to script.
var lesson = &scenes.Lesson{
	Players: 1, Seed: 1, Choices: []int{1, 1, 0},
	Steps: []scenes.LessonStep{
		{Move: "activate 2", Expect: []string{"stack.2"},
			Text:  "A round starts with Activation. Tap stack 2 to bring its top card into play: the Robber Bees, 4 Health, who hurt you for 2 if they still stand at the end of the round.",
			Wrong: "Tap stack 2: its top card, the Robber Bees, must be faced."},
		{Move: "commit purple1", Expect: []string{"pool.die.purple"},
			Text:  "Strategy: commit dice from your pool. A purple die hits on five faces of six. Tap purple in your pool.",
			Wrong: "Tap purple in your pool to commit a purple die."},
		{Move: "commit purple2", Expect: []string{"pool.die.purple"},
			Text:  "A hit deals 1 damage, a crit 2. Commit a second purple.",
			Wrong: "Tap purple in your pool again."},
		{Move: "commit purple3", Expect: []string{"pool.die.purple"},
			Text:  "A third purple.",
			Wrong: "Tap purple in your pool again."},
		{Move: "commit purple4", Expect: []string{"pool.die.purple"},
			Text:  "And a fourth: about 4.7 damage expected against 4 Health. Every die committed is used up this round.",
			Wrong: "Tap purple in your pool once more."},
		{Move: "roll", Expect: []string{"roll"},
			Text:  "Roll the four dice.",
			Wrong: "Tap Roll."},
		{Move: "apply purple1 C26", Expect: []string{"active.die.purple1", "card.C26"},
			Text:  "A crit! Tap that die, then the Robber Bees: 2 damage.",
			Wrong: "Tap the ringed purple die with the crit, then the Robber Bees."},
		{Move: "apply purple2 C26", Expect: []string{"active.die.purple2", "card.C26"},
			Text:  "A hit deals 1: put the ringed die on the Robber Bees too.",
			Wrong: "Tap the ringed purple die, then the Robber Bees."},
		{Move: "apply purple3 C26", Expect: []string{"active.die.purple3", "card.C26"},
			Text:  "One more hit and their damage reaches their Health.",
			Wrong: "Tap the ringed purple die, then the Robber Bees."},
		{Move: "take C26", Expect: []string{"take.C26"},
			Text:  "Defeated! An enemy's instant reward may be taken or declined at once: take it (recover 2 dice).",
			Wrong: "Tap Take for the Robber Bees' reward."},
		{Move: "resolve", Expect: []string{"resolve"},
			Text:  "No enemy stands: go to the Resolve phase. Enemies still standing there would hurt you and raise the Alarm.",
			Wrong: "Tap Resolve: every enemy is defeated."},
		{Move: "activate 2", Expect: []string{"stack.2"},
			Text:  "Round 2. Activate stack 2 again: the Death's-head Moth, 5 Health, 2 damage.",
			Wrong: "Tap stack 2 for the Death's-head Moth."},
		{Move: "commit purple1", Expect: []string{"pool.die.purple"},
			Text:  "Your purple dice are back: your Recovery brings exhausted dice back each round. Commit a purple.",
			Wrong: "Tap purple in your pool."},
		{Move: "commit purple2", Expect: []string{"pool.die.purple"},
			Text:  "Another purple.",
			Wrong: "Tap purple in your pool."},
		{Move: "commit purple3", Expect: []string{"pool.die.purple"},
			Text:  "And a third.",
			Wrong: "Tap purple in your pool."},
		{Move: "commit red", Expect: []string{"pool.die.red"},
			Text:  "The red die never misses: commit it too.",
			Wrong: "Tap red in your pool."},
		{Move: "commit blue1", Expect: []string{"pool.die.blue"},
			Text:  "And a blue, which hits on four faces: 5.8 damage expected against 5.",
			Wrong: "Tap blue in your pool."},
		{Move: "roll", Expect: []string{"roll"},
			Text:  "Roll.",
			Wrong: "Tap Roll."},
		{Move: "apply purple3 C28", Expect: []string{"active.die.purple3", "card.C28"},
			Text:  "Put the purple crit on the moth: 2 damage.",
			Wrong: "Tap the ringed purple die, then the moth."},
		{Move: "apply purple2 C28", Expect: []string{"active.die.purple2", "card.C28"},
			Text:  "A purple hit: 1 more.",
			Wrong: "Tap the ringed purple die, then the moth."},
		{Move: "apply red C28", Expect: []string{"active.die.red", "card.C28"},
			Text:  "The red hit: the moth has 1 Health left.",
			Wrong: "Tap the red die, then the moth."},
		{Move: "next", Expect: []string{"next"},
			Text:  "The other dice missed. Begin another Strategy phase: dice not applied stay out and roll again. Your Strategy of 2 allows two phases a round.",
			Wrong: "Tap Next phase to roll the missed dice again."},
		{Move: "roll", Expect: []string{"roll"},
			Text:  "Roll the dice still out.",
			Wrong: "Tap Roll."},
		{Move: "apply blue1 C28", Expect: []string{"active.die.blue1", "card.C28"},
			Text:  "The blue hit defeats the moth.",
			Wrong: "Tap the ringed blue die, then the moth."},
		{Move: "resolve", Expect: []string{"resolve"},
			Text:  "Resolve: the committed dice are exhausted, and a standing enemy would hurt you now.",
			Wrong: "Tap Resolve."},
		{Move: "recover purple1", Expect: []string{"recover.purple"},
			Text:  "Your Recovery of 3 brings three exhausted dice back to your pool. Choose a purple.",
			Wrong: "Tap purple among your exhausted dice."},
		{Move: "recover purple2", Expect: []string{"recover.purple"},
			Text:  "Another purple.",
			Wrong: "Tap purple among your exhausted dice."},
		{Move: "recover purple3", Expect: []string{"recover.purple"},
			Text:  "And a third.",
			Wrong: "Tap purple among your exhausted dice."},
		{Move: "take C28", Expect: []string{"take.C28"},
			Text:  "The moth leaves an item: reroll 1 die each round. Tap it to keep it; you may hold as many items as your Strategy.",
			Wrong: "Tap the moth to keep its item."},
	},
	End: "The summer is yours. Dice kept back let enemies through: you may go to Resolve without rolling. Once a stack is empty you may start the endgame against the boss. Rules has it all.",
}
