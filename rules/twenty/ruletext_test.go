package twenty

import (
	"testing"

	"github.com/twenty-games/twenty/rules/rulestest"
)

// ruleText ties every rule sentence of the rules reader's text
// (scenes/twenty/rules.txt) to the tests that prove it, so the text and
// the rules cannot drift apart unnoticed.
var ruleText = []rulestest.RuleLine{
	// GOAL
	{Sentence: "Get rid of all your cards first, or hold the fewest", Tests: "TestHandEndsWhenOut TestHandEndsAtTwenty TestTargets"},
	{Sentence: "Penalties add up over several hands; the game ends when a player reaches the target", Tests: "TestTargets TestNewOptions"},
	{Sentence: "The player with the fewest points wins", Tests: "TestTargets"},
	// THE DEAL
	{Sentence: "Each player gets 7 cards from a 52-card pack", Tests: "TestNewOptions TestHandEndsAtTwenty"},
	{Sentence: "The first dealer is chosen at random, then the deal passes to the left", Tests: "TestFirstDealerAndStarter TestDealerRotation"},
	{Sentence: "With 2 players the non-dealer starts", Tests: "TestFirstDealerAndStarter TestDealerRotation"},
	// THE COUNT
	{Sentence: "The count starts at 1.", Tests: "TestNewOptions TestHandEndsAtTwenty"},
	{Sentence: "Each time a player makes the count it rises by 1.", Tests: "TestPlayRaisesCount"},
	{Sentence: "Making a count of 20 ends the hand at once.", Tests: "TestHandEndsAtTwenty"},
	// YOUR TURN
	{Sentence: "Make the count: play one card, or a set of cards", Tests: "TestPlayRaisesCount TestMakesRuleExamples TestPlaysAgainstOracle TestIllegalMovesRefused"},
	{Sentence: "The count then goes up by one.", Tests: "TestPlayRaisesCount"},
	{Sentence: "Or draw one card from the stock.", Tests: "TestDrawAlwaysLegal TestPlayRaisesCount"},
	{Sentence: "Drawing is always allowed", Tests: "TestDrawAlwaysLegal"},
	{Sentence: "If you cannot make the count, you must draw.", Tests: "TestMustDrawWhenCannotMake"},
	// CARD VALUES
	{Sentence: "Ace counts 1; 2 to 9 count their face value.", Tests: "TestCardValues TestPlaysAgainstOracle"},
	{Sentence: "10, Jack and Queen count 10.", Tests: "TestCardValues TestMakesRuleExamples"},
	{Sentence: "A pair of the same rank", Tests: "TestMakesRuleExamples TestExplain TestTerms"},
	{Sentence: "Only a pair: three of a kind counts 30.", Tests: "TestMakesRuleExamples TestRangeAndPenalty"},
	{Sentence: "A 10 with a Jack is always 20.", Tests: "TestMakesRuleExamples"},
	{Sentence: "King is wild: any value from 1 to 20", Tests: "TestCardValues TestKingAloneMakesEveryCount"},
	{Sentence: "Several kings in one play each take their own value.", Tests: "TestMakesRuleExamples TestExplain TestTerms"},
	{Sentence: "Example: with the count at 14", Tests: "TestMakesRuleExamples TestPlayRaisesCount TestIllegalMovesRefused"},
	// WHEN THE STOCK RUNS OUT
	{Sentence: "All cards played so far this hand are shuffled into a new stock.", Tests: "TestReshuffle"},
	{Sentence: "If there are none, a player who cannot make the count passes.", Tests: "TestPassOnlyWhenNothingToDraw"},
	{Sentence: "If every player passes in a row", Tests: "TestAllPassEndsHand"},
	// END OF A HAND
	{Sentence: "The hand ends when someone makes 20 or a player has no cards left.", Tests: "TestHandEndsAtTwenty TestHandEndsWhenOut"},
	{Sentence: "Everyone scores penalties for the cards left in hand", Tests: "TestHandEndsAtTwenty TestAllPassEndsHand"},
	{Sentence: "Ace to 9: 5 points each", Tests: "TestRangeAndPenalty"},
	{Sentence: "10, Jack, Queen: 10 points each", Tests: "TestRangeAndPenalty"},
	{Sentence: "King: 20 points each", Tests: "TestRangeAndPenalty"},
	{Sentence: "A player who went out scores nothing.", Tests: "TestHandEndsWhenOut TestTargets"},
}

func TestRulesTextIsTested(t *testing.T) {
	rulestest.CheckRuleText(t, "../../scenes/twenty/rules.txt", ruleText)
}
