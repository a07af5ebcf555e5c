package for20

import (
	"strconv"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes"
)

// Inspect names the face-up card at (x, y), a smoked stack's top
// included: its name, its numbers and its whole text. A card whose back
// the viewer sees is not named.
func (s *scene) Inspect(a *scenes.Context, x, y float64) (scenes.Inspection, bool) {
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
	return scenes.Inspection{}, false
}

// cardInspection is card c read out in full.
func cardInspection(c f20.Card, id string) scenes.Inspection {
	info := c.Info()
	big, small := faceNumbers(info)
	line := info.Category.String() + " · " + big + " · " + small
	if info.Category != f20.Material {
		line += " · recycles for " + strconv.Itoa(info.Recycle) + "¢"
	}
	return scenes.Inspection{ID: id, Title: info.Name, Line: line, Text: info.Text}
}
