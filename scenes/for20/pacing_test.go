package for20

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/ui"
)

// watchComputerTurns ends the human's turn of a record's state and counts
// the ticks until the human may act again: the watching of the computers'
// turns (events shown, plus the computers' moment of "thinking"). The
// screen is small: the count does not depend on it, the drawing time does.
func watchComputerTurns(t *testing.T, record string, speed ui.AnimSpeed) (events, thinking, turns int) {
	t.Helper()
	scenetest.Resize(320, 480)
	defer scenetest.Resize(scenetest.W, scenetest.H)
	all := gametest.ReadRecords(t, gametest.StatesFile)
	a := gametest.Resume(t, testApp, "for20", all[record])
	a.LayoutF(320, 480)
	s := sceneOf(t, a)
	// To the human's turn: no answer in the windows before it.
	for i := 0; i < 2000 && !(a.HintText() != "" && s.Match.State.Decision().Kind == rules.Turn); i++ {
		if a.HintText() != "" {
			playMove(t, a, "pass")
		}
		scenetest.Frame(a)
	}
	a.Settings.Speed = speed
	playMove(t, a, "end")
	first := s.view.turn
	for i := 0; i < 20000 && a.Top() == s; i++ {
		if a.HintText() != "" {
			if s.Match.State.Decision().Kind == rules.Turn {
				break
			}
			playMove(t, a, "pass") // the human lets the computers' moves go
		}
		if s.view.turn != first {
			first, turns = s.view.turn, turns+1
		}
		if s.Busy() {
			events++
		} else {
			thinking++
		}
		scenetest.Frame(a)
	}
	return events, thinking, turns - 1 // the last change gives the human the turn
}

// TestComputerTurnPacing: the computers' turns of a five-player round,
// watched at normal speed and at Fast, which halves them (about 15 s of
// frames: make test-long only). For issue 31: 4 computer turns took 969
// ticks at normal speed (741 of events), 506 at Fast, before the moves
// nobody can answer went through without a pause and the beats of the
// turn's bookkeeping were shortened; 799 (571) and 429 after.
func TestComputerTurnPacing(t *testing.T) {
	if testing.Short() {
		t.Skip("a round of computer turns watched twice: make test-long")
	}
	ev, th, n := watchComputerTurns(t, "5p-turn", ui.NormalSpeed)
	fev, fth, _ := watchComputerTurns(t, "5p-turn", ui.Fast)
	t.Logf("%d computer turns: normal %d ticks (%d events, %d thinking), fast %d (%d, %d)", n, ev+th, ev, th, fev+fth, fev, fth)
	if 2*(fev+fth) > (ev+th)*11/10 {
		t.Errorf("fast speed watches %d ticks, normal %d: not half", fev+fth, ev+th)
	}
}
