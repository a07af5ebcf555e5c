package shell

import (
	_ "embed"
	"fmt"
	"strings"
)

// Licence is one module the program is built from and its licence.
type Licence struct {
	Module, Name, Licence string
}

// licencesTSV lists every module go.mod requires, the main module aside:
// path, name and authors, licence, separated by tabs. The About screen
// shows them; make dist (licences) and TestEveryModuleHasALicence fail
// when go.mod requires a module it lacks.
//
//go:embed licences.tsv
var licencesTSV string

// Licences are licencesTSV's rows.
var Licences = parseLicences(licencesTSV)

func parseLicences(tsv string) []Licence {
	var out []Licence
	for line := range strings.SplitSeq(strings.TrimSpace(tsv), "\n") {
		f := strings.Split(line, "\t")
		if len(f) == 3 {
			out = append(out, Licence{Module: f[0], Name: f[1], Licence: f[2]})
		}
	}
	return out
}

// aboutCredits are the games' authors and our own content, as the rule
// texts name them.
const aboutCredits = `THE GAMES
- Twenty: a counting card game by Brian Stovel.
- Minus Twenty: Rusty Spell's adaptation of Reiner Knizia's Lost Cities for a poker deck.
- Game of 20: a tile game by Petri Purho.
- 20 Strong: a solo dice game; its deck, "Hold the Hive" (heroes, conflict cards, bosses), is ours.
- For20 Cards: a card game; its 120 cards are ours.

THIS COLLECTION
Programming, card and tile art drawn in code, the lessons, the computer players and the sounds: the Twenty team. Built with Go.`

// aboutText is the About screen's text: the version, the credits, and the
// licence of every module the program is built from.
func aboutText(version string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "TWENTY\nTabletop games about the number 20. Version %s.\n\n%s\n\nLICENCES\nThe program is built from these modules, each under its licence:\n", versionText(version), aboutCredits)
	for _, l := range Licences {
		fmt.Fprintf(&b, "- %s (%s): %s.\n", l.Name, l.Module, l.Licence)
	}
	b.WriteString("- Go's standard library and runtime, by the Go Authors: BSD 3-Clause License.\n")
	return b.String()
}

// versionText is the build's version as a player reads it ("dev" for a
// build made without one).
func versionText(version string) string {
	if version == "" {
		return "dev"
	}
	return version
}

// newAboutScreen is the About screen: the rules reader's page, with the
// version, the credits and the licences.
func newAboutScreen(version string) *rulesReader {
	return newRulesReader("About Twenty", aboutText(version))
}
