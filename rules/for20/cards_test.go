package for20

import (
	"strings"
	"testing"
)

// TestCardCounts: the set README's counts ("At a glance" and "Counts").
func TestCardCounts(t *testing.T) {
	var cats [4]int
	types := map[Type]int{}
	points := map[int]int{}
	total, abilities := 0, 0
	kinds := map[Kind]int{}
	names := map[string]int{}
	legendaryTypes := map[Type]int{}
	papersFor := map[Type]int{}
	costs, opponentActions := 0, 0
	actionDesigns := map[string]bool{}
	ids := map[string]bool{}
	for c := range Card(NumCards) {
		info := c.Info()
		ids[info.ID] = true
		cats[info.Category]++
		if info.Category != c.Category() {
			t.Fatalf("%s: category %s out of its id range", info.ID, info.Category)
		}
		kinds[info.Kind]++
		names[info.Name]++
		switch info.Category {
		case Material:
			types[info.Type]++
			points[info.Points]++
			total += info.Points
			if info.Trigger != NoTrigger {
				abilities++
			}
		case Tool:
			if info.Kind == Legendary {
				legendaryTypes[info.Type]++
			} else {
				for _, mat := range []Type{Weed, Hash} {
					if allows(info.Type, mat) {
						papersFor[mat]++
					}
				}
			}
		case Action:
			costs += info.Cost
			actionDesigns[info.Name] = true
			if targetsPlayer(info.Effect) {
				opponentActions++
			}
		}
	}
	checks := []struct {
		what      string
		got, want int
	}{
		{"cards", NumCards, 120}, {"unique ids", len(ids), 120},
		{"materials", cats[Material], 60}, {"tools", cats[Tool], 26}, {"actions", cats[Action], 26}, {"out-of-turn", cats[OutOfTurn], 8},
		{"weed", types[Weed], 26}, {"hash", types[Hash], 22}, {"special", types[Special], 12},
		{"0-point", points[0], 5}, {"1-point", points[1], 24}, {"2-point", points[2], 19}, {"3-point", points[3], 7},
		{"4-point", points[4], 3}, {"5-point", points[5], 2}, {"total points", total, 105}, {"materials with an ability", abilities, 15},
		{"papers", kinds[Paper], 16}, {"legendaries", kinds[Legendary], 10},
		{"papers that smoke weed", papersFor[Weed], 14}, {"papers that smoke hash", papersFor[Hash], 11},
		{"weed legendaries", legendaryTypes[Weed], 3}, {"hash legendaries", legendaryTypes[Hash], 4}, {"combo legendaries", legendaryTypes[Combo], 3},
		{"action designs", len(actionDesigns), 17}, {"actions against an opponent", opponentActions, 15},
		{"Legalize", names["Legalize"], 1}, {"Police", names["Police"], 3}, {"Police kind", kinds[Police], 3}, {"once kind", kinds[Once], 1},
		{"Short memory", names["Short memory"], 2}, {"Nice tool!", names["Nice tool!"], 2}, {"Pass it!", names["Pass it!"], 2}, {"Drug test!", names["Drug test!"], 2},
		{"Dealer's Cove", names["Dealer's Cove"], 2}, {"Scavenger", names["Scavenger"], 2},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.what, c.got, c.want)
		}
	}
	if mean := float64(costs) / NumActions; mean < 2.65 || mean > 2.75 {
		t.Errorf("mean action cost %.2f, want 2.7", mean)
	}
	// The named tools of the rule text.
	if c := byName(t, "Chalice"); c.Type != Weed {
		t.Error("the Chalice must not smoke hash")
	}
	if c := byName(t, "Vaporizer"); c.Min != 2 {
		t.Error("the Vaporizer's minimum is 2")
	}
	if c := byName(t, "Blunt"); c.Kind != Paper {
		t.Error("the Blunt is a paper")
	}
}

// TestCardVocabulary: every row uses the README's vocabulary with the
// right parameter types, and the effects split as the README says.
func TestCardVocabulary(t *testing.T) {
	toolMaterialEffects, actionEffects, reactionEffects := map[Effect]bool{}, map[Effect]bool{}, map[Effect]bool{}
	for c := range Card(NumCards) {
		info := c.Info()
		if info.Trigger == NoTrigger {
			continue
		}
		if effectTakesN[info.Effect] != (info.Param > 0) {
			t.Errorf("%s: %s with param %d", info.ID, info.Effect, info.Param)
		}
		if info.Condition != NoCondition && info.Trigger != OnSmoke {
			t.Errorf("%s: a condition on %s", info.ID, info.Trigger)
		}
		switch info.Category {
		case Material, Tool:
			toolMaterialEffects[info.Effect] = true
		case Action:
			if !toolMaterialEffects[info.Effect] {
				actionEffects[info.Effect] = true
			}
		case OutOfTurn:
			reactionEffects[info.Effect] = true
		}
	}
	for e := range toolMaterialEffects {
		delete(actionEffects, e)
	}
	if len(toolMaterialEffects) != 10 || len(actionEffects) != 10 || len(reactionEffects) != 4 {
		t.Errorf("effects: %d on materials and tools, %d more on actions, %d on out-of-turn cards; want 10, 10, 4",
			len(toolMaterialEffects), len(actionEffects), len(reactionEffects))
	}
	for e := Effect(1); e < numEffects; e++ {
		if effectWords[e] == "" {
			t.Errorf("effect %d has no word", e)
		}
	}
	// Copies of a design have consecutive ids (the canonical move lists
	// rely on it).
	for c := Card(1); c < NumCards; c++ {
		if d := Cards[c].Design; d != c && Cards[c-1].Design != d {
			t.Errorf("%s is a copy of %s but does not follow one", c, d)
		}
	}
}

func byName(t *testing.T, name string) *CardInfo {
	for c := range Card(NumCards) {
		if Cards[c].Name == name {
			return &Cards[c]
		}
	}
	t.Fatalf("no card named %q", name)
	return nil
}

// TestParseCardsRejects: the loader refuses rows outside the vocabulary.
func TestParseCardsRejects(t *testing.T) {
	header := strings.Join(csvColumns, ",") + "\n"
	good := "M01,material,material,Leaf,weed,1,2,,,,,,,,,,Text\n"
	if _, err := ParseCards(header + good); err != nil {
		t.Fatalf("a good row refused: %v", err)
	}
	bad := []struct{ row, reason string }{
		{"M01,material,material,Leaf,combo,1,2,,,,,,,,,,Text", "type is weed, hash or special"},
		{"M01,material,material,Leaf,weed,x,2,,,,,,,,,,Text", "points must be a whole number"},
		{"M01,material,material,Leaf,weed,1,2,1,,,,,,,,,Text", "has no min"},
		{"M01,material,material,Leaf,weed,1,2,,,,,,,on_fire,gain_coins,1,Text", `unknown trigger "on_fire"`},
		{"M01,material,material,Leaf,weed,1,2,,,,,,,on_draw,win_game,1,Text", `unknown effect "win_game"`},
		{"M01,material,material,Leaf,weed,1,2,,,,,,,on_draw,gain_coins,,Text", "gain_coins takes a number"},
		{"M01,material,material,Leaf,weed,1,2,,,,,,,on_smoke,destroy_smoked_top,2,Text", "takes no number"},
		{"M01,material,material,Leaf,weed,1,2,,,,,,,on_draw+alone,gain_coins,1,Text", "conditions exist only on on_smoke"},
		{"M01,material,material,Leaf,weed,1,2,,,,,,,on_smoke+sunny,gain_coins,1,Text", "unknown condition"},
		{"M01,material,material,Leaf,weed,1,2,,,,,,,on_smoke+with:Spoon,gain_coins,1,Text", "names no tool"},
		{"M01,material,material,Leaf,weed,1,2,,,,,,,on_place,gain_coins,1,Text", "cannot have the trigger on_place"},
		{"M01,material,material,Leaf,weed,1,2,,,,,,,on_destroy,steal_material,1,Text", "cannot follow the trigger on_destroy"},
		{"M02,material,material,Leaf,weed,1,2,,,,,,,,,,Text", "want M01"},
		{"M01,playing,material,Leaf,weed,1,2,,,,,,,,,,Text", "belongs to the material deck"},
		{"T01,playing,tool,Pipe,weed,,,3,2,,1,,paper,,,,Text", "1 <= min <= max"},
		{"T01,playing,tool,Pipe,weed,,,1,2,,1,,legendary,,,,Text", "needs a trigger"},
		{"A01,playing,action,Raid,,,,,,2,1,,standard,on_play,legalize,,Text", "legalize is the effect of the one card of kind once"},
	}
	for _, b := range bad {
		_, err := ParseCards(header + b.row + "\n")
		if err == nil || !strings.Contains(err.Error(), b.reason) {
			t.Errorf("%s: error %v, want %q", b.row, err, b.reason)
		}
	}
}
