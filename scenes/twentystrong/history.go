package twentystrong

import (
	"strconv"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	ts "github.com/twenty-games/twenty/rules/twentystrong"
)

// runStory is the run round by round, replayed from the record (it holds
// every move, also those before a reload): for each round the enemies
// met and defeated, the Health and the Alarm at its end; the endgame's
// rounds name the boss. It also returns the totals for the tally.
type runStory struct {
	history        play.History
	rounds         int
	defeated       int
	alarmAtEndgame int
	// The figures at each round's end, for the results' graph; the
	// round the boss came (0: never); the enemies beaten, by card.
	health, alarm []int
	endgameRound  int
	beaten        [ts.NumCards]int
}

func storyOfRun(rec rules.Record, seats []play.Seat) runStory {
	var rs runStory
	h := play.History{Columns: play.SeatColumns(seats), Unit: "rounds", TotalLabel: "End"}
	var final *ts.State
	met, beaten := 0, 0
	round := 1
	endgameFrom := 0
	ended := false
	flush := func(st *ts.State) {
		label := "Round " + strconv.Itoa(round)
		cell := strconv.Itoa(beaten) + " of " + strconv.Itoa(met) + " defeated · Health " + strconv.Itoa(st.Health()) + " · Alarm " + strconv.Itoa(st.Alarm())
		if endgameFrom > 0 {
			label = "Boss round " + strconv.Itoa(round-endgameFrom+1)
			b := st.Boss()
			cell = ts.Cards[b].Name + " " + strconv.Itoa(st.CardDamage(b)) + "/" + strconv.Itoa(st.CardHealth(b)) + " · Health " + strconv.Itoa(st.Health())
		}
		h.Rows = append(h.Rows, play.HistoryRow{Label: label, Cells: []string{cell}})
		rs.health = append(rs.health, st.Health())
		rs.alarm = append(rs.alarm, st.Alarm())
		met, beaten = 0, 0
	}
	err := replayWithEvents(rec, func(st *ts.State, events []rules.Event) {
		final = st
		for _, e := range events {
			switch {
			case e.Kind == rules.EvMove && ts.Zone(e.To) == ts.ZoneActive && e.Item < ts.NumCards:
				met++
			case e.Kind == rules.EvNote && e.Value == ts.NoteDefeated:
				beaten++
				rs.defeated++
				if e.Item >= 0 && e.Item < ts.NumCards {
					rs.beaten[e.Item]++
				}
			case e.Kind == rules.EvNote && e.Value == ts.NoteEndgame:
				endgameFrom = round
				rs.endgameRound = round
				rs.alarmAtEndgame = st.Alarm()
			case e.Kind == rules.EvRoundEnd && !ended:
				flush(st)
				round++
			case e.Kind == rules.EvGameEnd:
				// A run lost at Cleanup ends before its round does: its
				// row is written once, here.
				flush(st)
				ended = true
			}
		}
	})
	if err != nil || final == nil {
		h.Rows = nil
		return runStory{history: h}
	}
	// A run is played alone: its column is the run's, not a seat's name
	// ("Player 1" headed a solo run).
	h.Columns = []string{runColumn(seats)}
	rs.rounds = final.Round()
	if final.Result() == ts.Won {
		h.Total = []string{"Won with " + strconv.Itoa(final.Health()) + " Health"}
	} else {
		h.Total = []string{"Lost in round " + strconv.Itoa(final.Round())}
	}
	rs.history = h
	return rs
}

// runColumn heads the run's column: the person's run, or the advisor's
// when it played the whole run.
func runColumn(seats []play.Seat) string {
	if len(seats) > 0 && !seats[0].Human {
		return "The advisor's run"
	}
	return "Your run"
}

// replayWithEvents plays a record again from its deal, handing after the
// state and the events of every move.
func replayWithEvents(rec rules.Record, after func(st *ts.State, events []rules.Event)) error {
	start := rec
	start.Moves = nil
	st, _, err := ts.Def.Restore(start)
	if err != nil {
		return err
	}
	st.SetEvents(true)
	st.TakeEvents(nil)
	var events []rules.Event
	for _, text := range rec.Moves {
		m, err := st.ParseMove(text)
		if err == nil {
			err = st.Apply(m)
		}
		if err != nil {
			return err
		}
		events = st.TakeEvents(events[:0])
		after(st, events)
	}
	return nil
}
