package twentystrong

import (
	"testing"

	"github.com/twenty-games/twenty/rules/rulestest"
)

// ruleText names, for every rule sentence of the rules reader's text
// (scenes/twentystrong/rules.txt), the tests that prove the rules keep it.
var ruleText = []rulestest.RuleLine{
	// GOAL
	{Sentence: "You are a champion of a honeybee colony", Tests: "TestSetup TestDef"},
	{Sentence: "Defeat the season's boss to win.", Tests: "TestEndgameRules TestSearchFindsTheWin"},
	{Sentence: "If your Health ever drops below 1, you lose.", Tests: "TestStatBounds TestLostInSufferDamage TestAlarmTrack"},
	// THE DICE
	{Sentence: "17 unit dice are the colony's bees.", Tests: "TestSetup TestDiceFaces"},
	{Sentence: "Each has one crit face and hit faces; all but the red have miss faces too.", Tests: "TestDiceFaces"},
	{Sentence: "A hit deals 1 damage, a crit 2 (it is still one hit).", Tests: "TestDamageTable TestCritIsOneHit"},
	{Sentence: "Yellow (4 dice): 1 crit, 1 hit, 4 misses.", Tests: "TestDiceFaces"},
	{Sentence: "Green (4): 1 crit, 2 hits, 3 misses.", Tests: "TestDiceFaces"},
	{Sentence: "Blue (4): 1 crit, 3 hits, 2 misses.", Tests: "TestDiceFaces"},
	{Sentence: "Purple (4): 1 crit, 4 hits, 1 miss.", Tests: "TestDiceFaces"},
	{Sentence: "Red (1): 1 crit, 5 hits.", Tests: "TestDiceFaces"},
	{Sentence: "Three stat dice are never rolled:", Tests: "TestSetup TestInventoryLimit TestStrategyPhases TestResolvePhaseSteps"},
	{Sentence: "Stats stay between 1 and 6; a gain past 6 is lost.", Tests: "TestStatBounds"},
	{Sentence: "Dice are in your pool, committed in the active area, exhausted", Tests: "TestRandomPlayouts TestResolvePhaseSteps TestEffectAfterBanishExhausted"},
	// SETUP
	{Sentence: "Your hero sets Health, Strategy and Recovery and gives one ability.", Tests: "TestSetup"},
	{Sentence: "The 45 conflict cards make three stacks of 15, face up:", Tests: "TestSetup TestDeckCounts TestDeterminize TestEffectReturnIfUndefeated"},
	{Sentence: "One of the 4 bosses is laid face up beside them:", Tests: "TestViewHidesBoss TestDeckCounts"},
	{Sentence: "The Alarm starts at 0.", Tests: "TestSetup"},
	{Sentence: "All 17 dice start in the pool.", Tests: "TestSetup"},
	// ACTIVATION
	{Sentence: "Activate the top card of a stack: it moves to the active area.", Tests: "TestMandatory TestChains"},
	{Sentence: "If a top card is mandatory, you must choose a mandatory one.", Tests: "TestMandatory"},
	{Sentence: "A card with +N brings N more cards, one at a time", Tests: "TestChains TestMandatory"},
	{Sentence: "A card's Special effect acts as it enters, and its During effect holds", Tests: "TestEffectSpecialAlarm TestEffectAmbushExhaust TestEffectOnePhase TestHitsOnDefeatedCards"},
	// STRATEGY PHASES
	{Sentence: "1) Commit: move any dice from your pool to the active area.", Tests: "TestRefusedMoves TestOnlyUnappliedReroll"},
	{Sentence: "2) Roll: roll every unapplied die in the active area.", Tests: "TestOnlyUnappliedReroll"},
	{Sentence: "3) Apply: put dice showing a hit or a crit on active enemies", Tests: "TestRefusedMoves TestOnlyUnappliedReroll TestResolvePhaseSteps"},
	{Sentence: "Rerolls (your hero's ability, reroll items) are made here", Tests: "TestAbilityReroll TestRewardItemReroll TestRewardOngoingReroll"},
	{Sentence: "An enemy whose damage reaches its Health is defeated, and stays defeated.", Tests: "TestDefeatStays TestHitsOnDefeatedCards"},
	{Sentence: "Its instant reward (heal, recover dice, raise a stat, calm the Alarm)", Tests: "TestDeclineReward TestRewardInstantHeal TestRewardInstantRecover TestRewardInstantRaise TestRewardInstantCalm"},
	{Sentence: "Hits may still go on a defeated enemy:", Tests: "TestHitsOnDefeatedCards TestSetAsideAgainstTheSting"},
	{Sentence: "Then begin another Strategy phase", Tests: "TestStrategyPhases TestEffectOnePhase"},
	{Sentence: "Dice not applied stay in the active area and are rolled again", Tests: "TestOnlyUnappliedReroll"},
	{Sentence: "You may go to the Resolve phase from the Commit step on", Tests: "TestResolveWithoutRolling"},
	{Sentence: "That is the game's central trade:", Tests: "TestResolveWithoutRolling"},
	// RESOLVE PHASE
	{Sentence: "1) Suffer Damage:", Tests: "TestLostInSufferDamage TestAbilityWard TestRewardItemWard TestResolveWithoutRolling"},
	{Sentence: "2) After Effects: each active enemy's After effect acts, defeated or not", Tests: "TestAfterEffectsOfDefeatedCards TestSetAsideAgainstTheSting TestAfterOrderDefaultIsActivationOrder"},
	{Sentence: "When the order matters", Tests: "TestAfterOrderChosen TestAfterOrderAskedOnlyWhenItMatters"},
	{Sentence: "3) Exhaust Dice:", Tests: "TestResolvePhaseSteps TestAbilityKeepColour"},
	{Sentence: "4) Recover Dice:", Tests: "TestResolvePhaseSteps TestEffectRecoveryMinus TestRewardOngoingRecoverPlus TestAbilityRecoverPlus"},
	{Sentence: "5) Gain Item Rewards:", Tests: "TestInventoryLimit TestHitsOnDefeatedCards"},
	{Sentence: "6) Cleanup: defeated enemies go to the discard pile.", Tests: "TestEffectReturnIfUndefeated TestResolvePhaseSteps"},
	{Sentence: "Each undefeated one goes too but raises the Alarm by 1", Tests: "TestAlarmTrack TestEffectReturnIfUndefeated"},
	// THE ALARM
	{Sentence: "The Alarm track runs from 0 to 5.", Tests: "TestAlarmTrack TestRewardInstantCalm"},
	{Sentence: "Each point that would go past 5 costs you 1 Health instead.", Tests: "TestAlarmTrack"},
	{Sentence: "When the endgame starts, the boss's Health is its printed Health plus the Alarm", Tests: "TestAlarmTrack TestEndgameRules"},
	// THE ENDGAME
	{Sentence: "At the start of a round, once a stack is empty, you may start the endgame", Tests: "TestEndgameTrigger"},
	{Sentence: "The boss becomes active, with the cards its +N brings.", Tests: "TestEndgameCompanions"},
	{Sentence: "From then on there is no Activation:", Tests: "TestEndgameRules"},
	{Sentence: "You win the moment the boss is defeated.", Tests: "TestEndgameRules"},
	// EFFECTS AND REWARDS
	{Sentence: "Immune to a colour:", Tests: "TestEffectImmuneColour TestDamageTable"},
	{Sentence: "At most N dice:", Tests: "TestEffectMaxDice TestCritIsOneHit"},
	{Sentence: "1 damage a die:", Tests: "TestEffectNoCrit TestDamageTable"},
	{Sentence: "One phase only:", Tests: "TestEffectOnePhase"},
	{Sentence: "Guard:", Tests: "TestEffectGuard TestEffectGuardOnly"},
	{Sentence: "These During effects cease when their card is defeated:", Tests: "TestHitsOnDefeatedCards TestEffectNoCrit TestEffectOnePhase TestEffectGuard"},
	{Sentence: "Enters:", Tests: "TestEffectAmbushExhaust TestEffectSpecialAlarm"},
	{Sentence: "After: exhaust N pool dice", Tests: "TestEffectAfterExhaustPool TestEffectAfterBanishExhausted TestEffectRecoveryMinus TestEffectMissSting TestEffectReturnIfUndefeated"},
	{Sentence: "After effects act even when their card is defeated.", Tests: "TestAfterEffectsOfDefeatedCards TestSetAsideAgainstTheSting"},
	{Sentence: "Items:", Tests: "TestRewardItemReroll TestRewardItemPlusOne TestRewardItemWard TestRewardItemHeal TestRewardOngoingWard TestRewardOngoingReroll TestRewardOngoingColourPlus TestRewardOngoingRecoverPlus"},
	{Sentence: "Healing items and discards may be used at any time.", Tests: "TestRewardItemHeal TestDefeatStays"},
	{Sentence: "Effects that change the damage a die deals", Tests: "TestDefeatStays TestRewardOngoingColourPlus TestRewardItemPlusOne"},
}

func TestRulesTextIsTested(t *testing.T) {
	rulestest.CheckRuleText(t, "../../scenes/twentystrong/rules.txt", ruleText)
}

// TestDiceFaces: the faces of the unit dice, as the rules text lists
// them (and the shared rules' README): 4 yellow, 4 green, 4 blue, 4
// purple and 1 red, each with one crit, its hits, and misses but the red.
func TestDiceFaces(t *testing.T) {
	tests := []struct {
		colour                 Colour
		count, crit, hit, miss int
	}{
		{Yellow, 4, 1, 1, 4},
		{Green, 4, 1, 2, 3},
		{Blue, 4, 1, 3, 2},
		{Purple, 4, 1, 4, 1},
		{Red, 1, 1, 5, 0},
	}
	total := 0
	for _, tc := range tests {
		var faces [3]int
		for f := range FacesPerDie {
			faces[FaceOutcome(tc.colour, f)]++
		}
		if faces[Crit] != tc.crit || faces[Hit] != tc.hit || faces[Miss] != tc.miss {
			t.Errorf("%v: %d crit, %d hits, %d misses; want %d, %d, %d", tc.colour, faces[Crit], faces[Hit], faces[Miss], tc.crit, tc.hit, tc.miss)
		}
		n := 0
		for d := range DieID(NumDice) {
			if d.Colour() == tc.colour {
				n++
			}
		}
		if n != tc.count {
			t.Errorf("%v: %d dice, want %d", tc.colour, n, tc.count)
		}
		total += n
	}
	if total != 17 || NumDice != 17 {
		t.Errorf("%d unit dice", total)
	}
}

// TestResolveWithoutRolling: Resolve may follow Commit at once: the dice
// not committed stay in the pool (a die committed is exhausted all the
// same), and the enemy standing deals its damage (less the ward) and
// raises the Alarm.
func TestResolveWithoutRolling(t *testing.T) {
	tests := []struct {
		name            string
		commit          []string
		pool, exhausted int
	}{
		{"nothing committed", nil, NumDice - 4, 4},
		{"one die committed, not rolled", []string{"commit blue1"}, NumDice - 5, 5},
	}
	for _, tc := range tests {
		s := newGame(t, 1, 1) // Bramble: Health 5, ward 1
		// Exhausted earlier: Recover Dice then waits for a choice, and the
		// dice are counted before it.
		toZone(t, s, ZoneExhausted, "yellow1", "green1", "blue2", "purple2")
		onTop(t, s, "C38") // Raccoon: 2 damage
		mustApply(t, s, "activate 3")
		mustApply(t, s, tc.commit...)
		mustApply(t, s, "resolve")
		if s.countZone(ZonePool) != tc.pool || s.countZone(ZoneExhausted) != tc.exhausted || s.Health() != 4 {
			t.Errorf("%s: pool %d, exhausted %d (want %d, %d), Health %d", tc.name, s.countZone(ZonePool), s.countZone(ZoneExhausted), tc.pool, tc.exhausted, s.Health())
		}
		answerChoices(t, s)
		if s.Alarm() != 1 || s.Round() != 2 {
			t.Errorf("%s: Alarm %d, round %d", tc.name, s.Alarm(), s.Round())
		}
	}
}

// TestResolvePhaseSteps: Exhaust Dice takes every committed die, applied
// or not; Recover Dice brings back Recovery of them; Cleanup discards the
// defeated card.
func TestResolvePhaseSteps(t *testing.T) {
	s := newGame(t, 1, 1) // Recovery 3
	onTop(t, s, "C01")    // Dewdrop Slip, Health 1
	mustApply(t, s, "activate 1")
	roll(t, s, "purple1:hit purple2:miss blue1:miss blue2:hit yellow1:miss")
	mustApply(t, s, "apply purple1 C01", "decline C01", "resolve")
	if k, _, n := s.Choice(); k != ChoiceRecover || n != 3 || s.countZone(ZoneExhausted) != 5 {
		t.Fatalf("choice %v of %d, %d exhausted: want recover 3 of 5", k, n, s.countZone(ZoneExhausted))
	}
	mustApply(t, s, "recover purple1", "recover purple2", "recover blue1")
	if s.countZone(ZoneExhausted) != 2 || s.countZone(ZonePool) != NumDice-2 {
		t.Fatalf("%d exhausted, %d in the pool", s.countZone(ZoneExhausted), s.countZone(ZonePool))
	}
	if s.CardZone(card(t, "C01")) != ZoneDiscard || s.Alarm() != 0 || s.Round() != 2 {
		t.Fatalf("Dewdrop Slip in %v, Alarm %d, round %d", s.CardZone(card(t, "C01")), s.Alarm(), s.Round())
	}
}
