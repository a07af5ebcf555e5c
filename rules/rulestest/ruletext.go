package rulestest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// RuleLine ties one sentence of a game's rules text (the rules reader's
// scenes/GAME/rules.txt) to the tests of the rules that prove it.
type RuleLine struct {
	// Sentence is the sentence's opening words as the text has them:
	// enough of it to name one sentence of the text.
	Sentence string
	// Tests are the names of Test functions of the package's tests,
	// separated by spaces.
	Tests string
}

// playingHere is the heading of the part of a rules text that tells how
// the game is played on this device (taps, keys, settings): it states no
// rule of the game, so it needs no rules test.
const playingHere = "PLAYING HERE"

// sentenceEnd is where a sentence ends inside a paragraph: a full stop,
// question or exclamation mark, then a space and a capital, a digit or an
// opening quote.
var sentenceEnd = regexp.MustCompile(`[.!?]\s+["“(]?[A-Z0-9]`)

// RuleSentences splits a rules text into the sentences that state rules:
// every sentence of its sections before PLAYING HERE, without the title
// line, the headings (lines in capitals) and the picture lines ([...]).
// A bullet ("- ") is a sentence of its own, and so is each sentence of a
// paragraph.
func RuleSentences(text string) []string {
	lines := strings.Split(text, "\n")
	var out []string
	for i, line := range lines {
		line = strings.TrimSpace(line)
		switch {
		case line == playingHere:
			return out
		case i == 0, line == "", strings.HasPrefix(line, "["), line == strings.ToUpper(line):
			continue
		}
		line = strings.TrimPrefix(line, "- ")
		for line != "" {
			cut := sentenceCut(line)
			if cut < 0 {
				out = append(out, line)
				break
			}
			out = append(out, line[:cut])
			line = strings.TrimSpace(line[cut:])
		}
	}
	return out
}

// stepNumber is a numbered step's number ("1."), which ends no sentence.
var stepNumber = regexp.MustCompile(`^\d+\.$`)

// sentenceCut is where the first sentence of line ends (-1: it is one
// sentence): not after a step's number ("1. Commit: ...").
func sentenceCut(line string) int {
	from := 0
	for {
		loc := sentenceEnd.FindStringIndex(line[from:])
		if loc == nil {
			return -1
		}
		cut := from + loc[0] + 1
		if !stepNumber.MatchString(line[:cut]) {
			return cut
		}
		from = cut
	}
}

// CheckRuleText checks that every rule sentence of the rules text at path
// is named in table, that every line of table still names a sentence of
// the text, and that every test a line names is a Test function in the
// test files of the calling package's directory.
func CheckRuleText(t testing.TB, path string, table []RuleLine) {
	t.Helper()
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tests := testFuncs(t)
	sentences := RuleSentences(string(text))
	used := make([]bool, len(table))
	for _, s := range sentences {
		found := false
		for i, l := range table {
			if strings.HasPrefix(s, l.Sentence) {
				found, used[i] = true, true
			}
		}
		if !found {
			t.Errorf("%s: no test named for the rule %q", path, s)
		}
	}
	for i, l := range table {
		if !used[i] {
			t.Errorf("%s no longer has a sentence starting %q", path, l.Sentence)
		}
		if strings.TrimSpace(l.Tests) == "" {
			t.Errorf("%q names no test", l.Sentence)
		}
		for _, name := range strings.Fields(l.Tests) {
			if !tests[name] {
				t.Errorf("%q names %s, which is no test of this package", l.Sentence, name)
			}
		}
	}
}

// testFunc is a test function's declaration.
var testFunc = regexp.MustCompile(`(?m)^func (Test\w+)\(t \*testing\.T\)`)

// testFuncs are the Test functions declared in the test files of the
// current directory (a test runs in its package's directory).
func testFuncs(t testing.TB) map[string]bool {
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range testFunc.FindAllSubmatch(src, -1) {
			names[string(m[1])] = true
		}
	}
	return names
}
