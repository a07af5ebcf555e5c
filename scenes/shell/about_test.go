package shell

import (
	"os"
	"strings"
	"testing"
)

// goModRequires are the module paths go.mod requires (direct and
// indirect): since module graph pruning, the modules the build can use.
func goModRequires(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	block := false
	for line := range strings.SplitSeq(string(b), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 0:
		case f[0] == "require" && len(f) > 1 && f[1] == "(":
			block = true
		case block && f[0] == ")":
			block = false
		case block:
			out = append(out, f[0])
		case f[0] == "require" && len(f) > 2:
			out = append(out, f[1])
		}
	}
	return out
}

// TestEveryModuleHasALicence: the About screen names the licence of every
// module go.mod requires (make dist checks it too), and lists no module
// the build no longer has.
func TestEveryModuleHasALicence(t *testing.T) {
	required := goModRequires(t)
	if len(required) == 0 {
		t.Fatal("go.mod requires nothing?")
	}
	listed := map[string]bool{}
	for _, l := range Licences {
		listed[l.Module] = true
		if l.Name == "" || l.Licence == "" {
			t.Errorf("%s: name %q, licence %q", l.Module, l.Name, l.Licence)
		}
	}
	for _, m := range required {
		if !listed[m] {
			t.Errorf("go.mod requires %s, which scenes/licences.tsv does not list", m)
		}
		delete(listed, m)
	}
	for m := range listed {
		t.Errorf("scenes/licences.tsv lists %s, which go.mod no longer requires", m)
	}
	text := aboutText("v1.2.3")
	for _, want := range []string{"Version v1.2.3", "Brian Stovel", "Petri Purho", "Rusty Spell", "Reiner Knizia", "Ebitengine", "Apache License 2.0"} {
		if !strings.Contains(text, want) {
			t.Errorf("the About text lacks %q", want)
		}
	}
}

// TestAboutFromSettings: Settings' About opens the About screen, whose
// text names the build's version; Close comes back.
func TestAboutFromSettings(t *testing.T) {
	a := testApp(t, Options{Version: "v9.9.9"}, nil)
	frame(a)
	tap(t, a, "menu.settings")
	tap(t, a, "settings.about")
	r, ok := a.Top().(*rulesReader)
	if !ok || !strings.Contains(r.text, "Version v9.9.9") {
		t.Fatalf("About opened %q", a.Top().Name())
	}
	tap(t, a, "rules.close")
	if a.Top().Name() != "settings" {
		t.Errorf("Close from About went to %q", a.Top().Name())
	}
}
