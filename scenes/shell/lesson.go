package shell

import (
	"fmt"

	"github.com/twenty-games/twenty/scenes"
)

// StartLesson starts g's lesson (the setup's "Learn to play", ?lesson=1).
func (a *App) StartLesson(g *scenes.Game) error {
	if g.Lesson == nil {
		err := fmt.Errorf("%s has no lesson", g.Title)
		a.Toast.Show(err.Error(), 0)
		return err
	}
	return a.StartGame(g, g.LessonConfig())
}
