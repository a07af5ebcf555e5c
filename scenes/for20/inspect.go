package for20

import (
	"strconv"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// Inspect names the face-up card at (x, y), a smoked stack's top
// included: its name, its numbers and its whole text. A card whose back
// the viewer sees is not named.
func (s *scene) Inspect(a *ui.Context, x, y float64) (scenes.Inspection, bool) {
	if s.log.open {
		return scenes.Inspection{}, false
	}
	l := &s.lay
	for p := range s.players {
		if l.strips[p].stack.Contains(x, y) {
			if c := s.stackTop(p); c != f20.NoCard {
				return cardInspection(c, "stack."+strconv.Itoa(p)), true
			}
		}
	}
	// As a tap finds a card; a card whose back shows is not named.
	if c, _, ok := s.cardAt(x, y); ok && s.cardSprites.ShowsUp(c) {
		return cardInspection(c, s.cardTargetID(c)), true
	}
	// A dump's pile (no card there is tapped): what comes to it and what
	// takes it back, which Dealer's Cove and Scavenger depend on.
	if s.pick.Empty() {
		for _, z := range [2]int{f20.ZoneMaterialDump, f20.ZonePlayingDump} {
			if l.decks[z].Contains(x, y) {
				return s.dumpInspection(z), true
			}
		}
	}
	return scenes.Inspection{}, false
}

// dumpInspection is dump z read out: its count, its top card, and where
// its cards come from and go.
func (s *scene) dumpInspection(z int) scenes.Inspection {
	n, top, seq := 0, f20.NoCard, int32(0)
	for c := range s.view.zone {
		if int(s.view.zone[c]) == z {
			n++
			if s.view.seq[c] > seq {
				top, seq = f20.Card(c), s.view.seq[c]
			}
		}
	}
	line := f20.Count(n, "card") + " · face up"
	if top != f20.NoCard {
		line += " · on top: " + top.Info().Name
	}
	if z == f20.ZoneMaterialDump {
		return scenes.Inspection{Title: "Material dump", Line: line, Text: materialDumpText}
	}
	return scenes.Inspection{Title: "Playing dump", Line: line, Text: playingDumpText}
}

// What comes to each dump and what takes it back (the rule text's
// "Playing actions" and "Decks management"; rules.txt's WHERE CARDS GO).
const (
	materialDumpText = "Destroyed materials come here, from a reserve or from a smoked stack (their points leave the score with them). " +
		"Dealer's Cove takes a material of your choice from here into your reserve. " +
		"When the material deck runs out and someone must draw, this dump is shuffled into it."
	playingDumpText = "Played actions (cancelled ones too), used papers, destroyed tools, recycled and discarded cards, " +
		"and out-of-turn cards with their payment come here. " +
		"Scavenger takes a tool of your choice from here into your hand. " +
		"When the playing deck runs out and someone must draw, this dump is shuffled into it."
)

// whereItGoes adds to a card's text where the cards its effect moves end
// up: the card text says "destroy" and "from the dump" without saying
// which dump.
func whereItGoes(e f20.Effect) string {
	switch e {
	case f20.DestroyReserve, f20.DestroySmokedTop:
		return "A destroyed material goes to the material dump, where Dealer's Cove can take it back."
	case f20.DestroyTool:
		return "A destroyed tool goes to the playing dump, where Scavenger can take it back."
	case f20.RestoreMaterial:
		return "Destroyed materials go to the material dump, from a reserve or a smoked stack."
	case f20.RestoreTool:
		return "Used papers, destroyed tools and recycled tools go to the playing dump."
	}
	return ""
}

// cardInspection is card c read out in full.
func cardInspection(c f20.Card, id string) scenes.Inspection {
	info := c.Info()
	big, small := faceNumbers(info)
	line := info.Category.String() + " · " + big + " · " + small
	if info.Category != f20.Material {
		line += " · recycles for " + strconv.Itoa(info.Recycle) + "¢"
	}
	text := info.Text
	if more := whereItGoes(info.Effect); more != "" {
		text += " " + more
	}
	switch {
	case info.Effect == f20.Legalize:
		text += " Resolved, it leaves the game; cancelled, it goes to the playing dump."
	case info.Category == f20.Action:
		text += " Once played, it goes to the playing dump."
	case info.Kind == f20.Paper:
		text += " Once used, it goes to the playing dump."
	}
	return scenes.Inspection{ID: id, Title: info.Name, Line: line, Text: text}
}
