package scenes

import (
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/gamedef"
)

// FillLine replaces each {name} of line by figures[name]; a name the
// figures lack is an error (the line is returned as far as it was filled).
func FillLine(line string, figures map[string]string) (string, error) {
	if !strings.Contains(line, "{") {
		return line, nil
	}
	var b strings.Builder
	for {
		open := strings.IndexByte(line, '{')
		if open < 0 {
			b.WriteString(line)
			return b.String(), nil
		}
		end := strings.IndexByte(line[open:], '}')
		if end < 0 {
			return b.String() + line, fmt.Errorf("unclosed { in %q", line)
		}
		name := line[open+1 : open+end]
		v, ok := figures[name]
		if !ok {
			return b.String() + line, fmt.Errorf("no figure {%s}", name)
		}
		b.WriteString(line[:open])
		b.WriteString(v)
		line = line[open+end+1:]
	}
}

// LessonLines are a step's lines with their figures filled.
type LessonLines struct {
	Text, Wrong string
}

// LessonFigures plays a lesson's script on its deal from def and fills
// every line from the position it is shown at: the steps' lines where
// their move is due, End after the last. It is what the table shows and
// what the tests check, without a window; an error names the step whose
// script or figures fail.
func LessonFigures[S rules.State[S, M], M rules.Move, O comparable](def *gamedef.Def[S, M, O], l *Lesson) (steps []LessonLines, end string, err error) {
	choices := def.DefaultChoices()
	if l.Choices != nil {
		choices = l.Choices
	}
	st, _, err := def.Start(max(l.Players, def.MinPlayers), choices, l.Seed)
	if err != nil {
		return nil, "", err
	}
	st.SetEvents(false)
	apply := func(i int, text string) error {
		mv, err := st.ParseMove(text)
		if err == nil {
			err = st.Apply(mv)
		}
		if err != nil {
			return fmt.Errorf("step %d: %q: %w", i+1, text, err)
		}
		return nil
	}
	for i, s := range l.Steps {
		for _, text := range append(append([]string(nil), s.Skip...), s.Before...) {
			if err := apply(i, text); err != nil {
				return nil, "", err
			}
		}
		lines, err := l.fill(st, s)
		if err != nil {
			return nil, "", fmt.Errorf("step %d: %w", i+1, err)
		}
		steps = append(steps, lines)
		if err := apply(i, s.Move); err != nil {
			return nil, "", err
		}
	}
	end, err = l.fillEnd(st)
	return steps, end, err
}

// fill is step s's lines at the position its move is due at.
func (l *Lesson) fill(state any, s LessonStep) (LessonLines, error) {
	if l.Figures == nil {
		return LessonLines{Text: s.Text, Wrong: s.Wrong}, nil
	}
	figures := l.Figures(state, s.Move)
	text, err := FillLine(s.Text, figures)
	if err != nil {
		return LessonLines{Text: s.Text, Wrong: s.Wrong}, err
	}
	wrong, err := FillLine(s.Wrong, figures)
	if err != nil {
		return LessonLines{Text: text, Wrong: s.Wrong}, err
	}
	return LessonLines{Text: text, Wrong: wrong}, nil
}

// fillEnd is the summary at the position after the last step.
func (l *Lesson) fillEnd(state any) (string, error) {
	if l.Figures == nil {
		return l.End, nil
	}
	return FillLine(l.End, l.Figures(state, ""))
}
