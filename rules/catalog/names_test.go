package catalog

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// A game is named (its package imported, its Def or Game, its id in
// quotes) only in its own packages (rules/ID and scenes/ID), this
// catalog and main.go: a later game is its packages, one line in Games
// and one blank import in main.go. The tools that serve every game read
// the catalog (issue 41, "one list of games").
var namedIn = []string{"rules/catalog/catalog.go", "main.go"}

// pendingTests are test files outside a game's packages that still name
// games: tests of the shell, the match and the program that are to read
// the catalog or move into a game's packages. The list only shrinks.
var pendingTests = []string{
	"puzzle_test.go", "recent_test.go", "replay_test.go",
	"rules/play/brain_test.go", "rules/play/daily_games_test.go", "rules/play/history_test.go",
	"rules/play/lesson_test.go", "rules/play/recent_test.go", "rules/play/resume_test.go",
	"rules/play/review_bench_test.go", "rules/play/review_codes_test.go", "rules/play/review_find_test.go",
	"rules/play/review_self_test.go", "rules/play/review_test.go", "rules/play/save_test.go",
	"rules/play/share_test.go", "rules/play/statistics_daily_test.go", "rules/play/takeback_fair_test.go",
	"rules/play/takeback_test.go",
	"scenes/shell/brain_test.go", "scenes/shell/daily_test.go", "scenes/shell/hotseat_test.go",
	"scenes/shell/lesson_test.go", "scenes/shell/puzzlerecord_test.go", "scenes/shell/query_test.go",
	"scenes/shell/recentgames_test.go", "scenes/shell/resume_test.go", "scenes/shell/rulesreader_test.go",
	"scenes/shell/saves_desktop_test.go", "scenes/shell/saves_test.go", "scenes/shell/scenes_test.go",
	"scenes/shell/setup_test.go", "scenes/shell/shell_test.go", "scenes/shell/statistics_test.go",
	"scenes/shell/store_unix_test.go",
	"scenes/twentystrong/rulespictures_test.go",
}

// notAGame are files where a game's id in quotes is something else: the
// app's own name (its data directory).
var notAGame = []string{"scenes/platform/store_desktop.go"}

func TestEachGameIsNamedOnlyInTheCatalogAndMain(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("a check of the sources: the native run makes it")
	}
	root := repositoryRoot(t)
	files := map[string]string{} // by path from the root, with /
	err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := e.Name()
		if e.IsDir() {
			if path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") {
			return nil
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, path)
		files[filepath.ToSlash(rel)] = string(text)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	stillNaming := map[string]bool{}
	for _, g := range Games {
		id := g.Info().ID
		imported := regexp.MustCompile(`(rules|scenes)/` + regexp.QuoteMeta(id) + `"`)
		def := regexp.MustCompile(`\b` + regexp.QuoteMeta(id) + `\.(Def|Game)\b`)
		var named []string
		for path, text := range files {
			if strings.HasPrefix(path, "rules/"+id+"/") || strings.HasPrefix(path, "scenes/"+id+"/") {
				continue
			}
			quotedCounts := (strings.HasPrefix(path, "rules/") || strings.HasPrefix(path, "scenes/") || path == "main.go") &&
				!slices.Contains(notAGame, path)
			if !imported.MatchString(text) && !def.MatchString(text) && !(quotedCounts && strings.Contains(text, `"`+id+`"`)) {
				continue
			}
			switch {
			case slices.Contains(pendingTests, path):
				stillNaming[path] = true
			case !slices.Contains(namedIn, path):
				named = append(named, path)
			}
		}
		slices.Sort(named)
		for _, path := range named {
			t.Errorf("%s names %s: read rules/catalog (or move it into rules/%s or scenes/%s)", path, id, id, id)
		}
	}
	for _, path := range pendingTests {
		if _, ok := files[path]; ok && !stillNaming[path] {
			t.Errorf("%s names no game now: take it off pendingTests", path)
		}
	}
}

// repositoryRoot is the directory of go.mod above the test's.
func repositoryRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = parent
	}
}
