package minustwenty

import (
	"testing"

	"github.com/twenty-games/twenty/rules/rulestest"
)

// ruleText ties every rule sentence of the rules reader's text
// (scenes/minustwenty/rules.txt) to the tests that prove it, so the text
// and the rules cannot drift apart unnoticed.
var ruleText = []rulestest.RuleLine{
	// GOAL
	{Sentence: "Build rising melds of one suit on your side of the table.", Tests: "TestMeldRules TestIllegalMoves"},
	{Sentence: "Each meld you begin costs 20 points", Tests: "TestMeldScore TestTallyMeld"},
	{Sentence: "The higher total at the end of the match wins.", Tests: "TestMatchEnd"},
	// THE CARDS
	{Sentence: "48 cards: 2 to 10 and Jack, Queen, King in the four suits", Tests: "TestSetup"},
	{Sentence: "The aces are not dealt", Tests: "TestSetup TestIllegalMoves"},
	{Sentence: "Each player gets 7 cards; the other 34 form the draw pile.", Tests: "TestSetup"},
	{Sentence: "Jack, Queen and King are all the same in this game", Tests: "TestFaceCardsAlike TestMeldRules"},
	// THE TABLE
	{Sentence: "Each player builds their own melds, at most one of each suit", Tests: "TestMeldRules TestEventsTrackZones"},
	{Sentence: "Between the two sides lie the four discard piles", Tests: "TestTakeBack TestEventsTrackZones"},
	{Sentence: "Only the top card of a discard pile may be taken.", Tests: "TestAnyCardMayBeDiscarded TestTakeBack"},
	{Sentence: "Players may always count the cards left in the draw pile.", Tests: "TestDrawPileIsCounted TestRoundEndsOnLastDraw"},
	// YOUR TURN
	{Sentence: "First play one card from your hand, either:", Tests: "TestIllegalMoves TestMeldRules"},
	{Sentence: "on your meld of its suit.", Tests: "TestMeldRules"},
	{Sentence: "A meld may begin with face cards (one, two or three, in any order)", Tests: "TestMeldRules TestIllegalMoves"},
	{Sentence: "They need not follow each other: 3, 7, 8, 10 is fine.", Tests: "TestMeldGaps TestMeldRules"},
	{Sentence: "Once a number card is in a meld, no face card may join it.", Tests: "TestIllegalMoves"},
	{Sentence: "or face up on its suit's discard pile.", Tests: "TestAnyCardMayBeDiscarded"},
	{Sentence: "Any card may be discarded.", Tests: "TestAnyCardMayBeDiscarded"},
	{Sentence: "Then draw one card: the top of the draw pile, or the top card of any discard pile", Tests: "TestTakeBack TestAnyCardMayBeDiscarded TestIllegalMoves"},
	{Sentence: "You always hold 7 cards at the end of your turn.", Tests: "TestRandomPlayouts TestSetup"},
	// END OF A ROUND
	{Sentence: "The round ends at once when the last card of the draw pile is drawn.", Tests: "TestRoundEndsOnLastDraw"},
	{Sentence: "Taking from the discard piles instead of the draw pile makes a round last longer.", Tests: "TestRoundEndsOnLastDraw"},
	{Sentence: "Cards left in hand score nothing.", Tests: "TestWorkedExample"},
	// SCORING A MELD
	{Sentence: "A meld you never began scores nothing.", Tests: "TestMeldScore TestScoreAddsMelds TestWorkedExample"},
	{Sentence: "Add up its number cards and subtract 20.", Tests: "TestMeldScore TestTallyMeld"},
	{Sentence: "Multiply by the number of face cards plus one", Tests: "TestMeldScore TestTallyMeld"},
	{Sentence: "A negative score gets more negative too", Tests: "TestMeldScore TestTallyMeld"},
	{Sentence: "A meld of face cards only counts 0 - 20 = -20", Tests: "TestMeldScore TestTallyMeld"},
	{Sentence: "A meld of 8 or more cards (face cards count) adds a bonus of 20", Tests: "TestMeldScore TestTallyMeld"},
	{Sentence: "The best possible meld scores 156; the worst -80.", Tests: "TestMeldScore TestTallyMeld"},
	{Sentence: "A round's score is the sum of your melds.", Tests: "TestScoreAddsMelds TestWorkedExample"},
	{Sentence: "Example: 5, 8, 10 of spades make 23 - 20 = 3.", Tests: "TestTallyMeld TestWorkedExample"},
	{Sentence: "A face card with 2, 5, 7 of diamonds makes (14 - 20) x 2 = -12.", Tests: "TestTallyMeld TestWorkedExample"},
	{Sentence: "Three face cards with 2, 3, 5, 7, 8, 10 of clubs", Tests: "TestTallyMeld TestWorkedExample"},
	// THE MATCH
	{Sentence: "Choose before starting: 1, 3 (the standard match) or 5 rounds", Tests: "TestMatchChoices TestOptionsValidate TestMatchEnd"},
	{Sentence: "With a target, when both pass it in the same round", Tests: "TestMatchEnd"},
	{Sentence: "Round 1's starting player is drawn at random", Tests: "TestStarter"},
	{Sentence: "The higher total wins the match; equal totals after the last round are a draw.", Tests: "TestMatchEnd"},
}

func TestRulesTextIsTested(t *testing.T) {
	rulestest.CheckRuleText(t, "../../scenes/minustwenty/rules.txt", ruleText)
}
