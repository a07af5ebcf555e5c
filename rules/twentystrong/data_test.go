package twentystrong

import (
	"strings"
	"testing"
)

// TestDeckCounts: the deck has the shape the deck README states.
func TestDeckCounts(t *testing.T) {
	var perStack [NumStacks + 1]int
	var health [NumStacks + 1]int
	var mandatory, mandatory3, extras, extras3, recovers, heals, healItems, bosses int
	raises := map[Stat]int{}
	var kinds [numRewardKinds]int
	for c := range CardID(NumCards) {
		info := c.Info()
		if info.Boss {
			bosses++
			if info.Reward.Kind != NoReward || info.Stack != 0 {
				t.Errorf("%s: a boss with a reward or a stack", info.Code)
			}
			continue
		}
		perStack[info.Stack]++
		health[info.Stack] += info.Health
		kinds[info.Reward.Kind]++
		if info.Mandatory {
			mandatory++
			if info.Stack == 3 {
				mandatory3++
			}
		}
		if info.Extra > 0 {
			extras++
			if info.Stack == 3 {
				extras3++
			}
		}
		switch info.Reward.Kind {
		case InstantRecover:
			recovers++
		case InstantHeal:
			heals++
		case ItemHeal:
			healItems++
		case InstantRaise:
			raises[info.Reward.Stat]++
		}
		if strings.Contains(info.Text, "Mandatory.") != info.Mandatory {
			t.Errorf("%s: text %q, mandatory %v", info.Code, info.Text, info.Mandatory)
		}
		if strings.Contains(info.Text, "+1 enemy") != (info.Extra == 1) {
			t.Errorf("%s: text %q, extra %d", info.Code, info.Text, info.Extra)
		}
	}
	checks := []struct {
		what      string
		got, want int
	}{
		{"stack 1", perStack[1], 15}, {"stack 2", perStack[2], 15}, {"stack 3", perStack[3], 15},
		{"bosses", bosses, 4}, {"heroes", len(Heroes), 6},
		{"mandatory", mandatory, 10}, {"mandatory in stack 3", mandatory3, 4},
		// The README's balance notes say "10 cards bring +1 enemy"; the
		// data (the source) has 7, 3 of them in stack 3 as it says.
		{"+1 cards", extras, 7}, {"+1 cards in stack 3", extras3, 3},
		{"recover rewards", recovers, 10}, {"heal rewards", heals, 12}, {"heal items", healItems, 2},
		{"Recovery raises", raises[StatRecovery], 1}, {"Strategy raises", raises[StatStrategy], 2},
		{"ongoing_recover_plus", kinds[OngoingRecoverPlus], 1},
		{"stack 1 Health x10 / 15", health[1] * 10 / 15, 40}, {"stack 2", health[2] * 10 / 15, 40},
		{"stack 3", health[3] * 10 / 15, 54},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.what, c.got, c.want)
		}
	}
	if Cards[0].Code != "C01" || Cards[NumCards-1].Code != "B4" || Heroes[5].Code != "H6" {
		t.Fatal("ids out of order")
	}
}

// TestVocabulary: every row uses the README's closed vocabulary with the
// right parameter type, and every entry of the vocabulary is used (but
// recover_plus, which no hero of this deck has).
func TestVocabulary(t *testing.T) {
	var effects [numEffectKinds]int
	var rewards [numRewardKinds]int
	var abilities [numAbilityKinds]int
	checkParam := func(what string, want paramType, p Param) {
		t.Helper()
		ok := true
		switch want {
		case paramNone:
			ok = p.N == 0 && p.Colour == NoColour
		case paramCount:
			ok = p.N >= 1 && p.Colour == NoColour
		case paramColour:
			ok = p.N == 0 && p.Colour < NumColours
		case paramStat:
			ok = p.N == 0 && (p.Stat == StatStrategy || p.Stat == StatRecovery)
		}
		if !ok {
			t.Errorf("%s: parameter %+v is not of its type", what, p)
		}
	}
	for c := range CardID(NumCards) {
		info := c.Info()
		effects[info.Effect.Kind]++
		rewards[info.Reward.Kind]++
		checkParam(info.Code+" effect", effectVocabulary[info.Effect.Kind].param, info.Effect.Param)
		checkParam(info.Code+" reward", rewardVocabulary[info.Reward.Kind].param, info.Reward.Param)
	}
	for _, h := range Heroes {
		abilities[h.Ability.Kind]++
		checkParam(h.Code+" ability", abilityVocabulary[h.Ability.Kind].param, h.Ability.Param)
	}
	for k := EffectKind(1); k < numEffectKinds; k++ {
		if effects[k] == 0 {
			t.Errorf("effect %s unused", k)
		}
	}
	for k := RewardKind(1); k < numRewardKinds; k++ {
		if rewards[k] == 0 {
			t.Errorf("reward %s unused", k)
		}
	}
	for k := AbilityKind(1); k < numAbilityKinds; k++ {
		if abilities[k] == 0 && k != AbilityRecoverPlus {
			t.Errorf("ability %s unused", k)
		}
	}
}

// TestDeckParseErrors: rows outside the vocabulary are refused with a reason.
func TestDeckParseErrors(t *testing.T) {
	header := "id,name,stack,health,damage,extra,mandatory,boss,effect_kind,effect_param,reward_kind,reward_param,text\n"
	good := string(deckCSV[len(header):])
	row1 := strings.SplitN(good, "\n", 2)
	tests := []struct{ row, want string }{
		{"C01,Dewdrop Slip,1,1,1,0,0,0,during_fog,,instant_recover,1,x", "not in the vocabulary"},
		{"C01,Dewdrop Slip,1,1,1,0,0,0,during_immune_colour,2,instant_recover,1,x", "not a colour"},
		{"C01,Dewdrop Slip,1,1,1,0,0,0,during_max_dice,blue,instant_recover,1,x", "takes a count"},
		{"C01,Dewdrop Slip,1,1,1,0,0,0,during_no_crit,1,instant_recover,1,x", "takes no parameter"},
		{"C01,Dewdrop Slip,1,1,1,0,0,0,,,instant_raise,health,x", "strategy or recovery"},
		{"C01,Dewdrop Slip,1,1,1,0,0,0,,,instant_recover,,x", "takes a count"},
		{"C01,Dewdrop Slip,4,1,1,0,0,0,,,instant_recover,1,x", "stack 4"},
		{"C01,Dewdrop Slip,1,1,1,0,2,0,,,instant_recover,1,x", "not 0 or 1"},
	}
	for _, tc := range tests {
		deck := header + tc.row + "\n" + row1[1]
		_, _, err := parseDeck([]byte(deck), heroesCSV)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.row, err, tc.want)
		}
	}
	badHero := strings.Replace(string(heroesCSV), "ward,1", "ward,green", 1)
	if _, _, err := parseDeck(deckCSV, []byte(badHero)); err == nil || !strings.Contains(err.Error(), "takes a count") {
		t.Errorf("hero ward green: %v", err)
	}
	if _, _, err := parseDeck(deckCSV, heroesCSV); err != nil {
		t.Fatal(err)
	}
}

// TestTexts: die, card and move texts round-trip.
func TestTexts(t *testing.T) {
	for d := range DieID(NumDice) {
		back, err := ParseDie(d.String())
		if err != nil || back != d {
			t.Errorf("%s reads back as %v, %v", d, back, err)
		}
	}
	for c := range CardID(NumCards) {
		back, err := ParseCard(c.String())
		if err != nil || back != c {
			t.Errorf("%s reads back as %v, %v", c, back, err)
		}
	}
	moves := []Move{ScoutMove(0), ActivateMove(2), EndgameMove(), CommitMove(16), RollMove(),
		ApplyMove(9, card(t, "C13")), RerollMove(1<<3 | 1<<9), UseMove(card(t, "C21")),
		UseOnDieMove(card(t, "C09"), 14), UseRerollMove(card(t, "C03"), 1<<0|1<<1), DiscardMove(card(t, "C12")),
		TakeMove(card(t, "C05")), DeclineMove(card(t, "C05")), NextMove(), ResolveMove(), ExhaustMove(0),
		BanishMove(4), RecoverMove(16), SufferMove(), DoneMove(), AfterMove(card(t, "C04"))}
	want := []string{"scout 1", "activate 3", "endgame", "commit red", "roll", "apply blue2 C13", "reroll yellow4 blue2",
		"use C21", "use C09 purple3", "use C03 yellow1 yellow2", "discard C12", "take C05", "decline C05", "next",
		"resolve", "exhaust yellow1", "banish green1", "recover red", "suffer", "done", "after C04"}
	for i, m := range moves {
		if m.String() != want[i] {
			t.Errorf("%v: %q, want %q", m.Kind, m.String(), want[i])
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Errorf("%q reads back as %v, %v", m.String(), back, err)
		}
	}
	for _, bad := range []string{"", "fly", "activate 4", "commit blue5", "apply blue1", "use C03", "use C21 red", "reroll", "take C99", "roll now", "after", "after C04 C17"} {
		if _, err := ParseMove(bad); err == nil {
			t.Errorf("%q parses", bad)
		}
	}
}
