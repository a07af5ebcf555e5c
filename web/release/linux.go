package main

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// desktopFile is the Linux channel's twenty.desktop (freedesktop.org's
// Desktop Entry): the launcher's name, icon and command, and the build's
// version in X-Version and the comment. Exec and Icon name the program
// and its icon as a desktop finds them once installed (on PATH, in an icon
// theme); Version is the specification's, not the game's.
func desktopFile(v string) []byte {
	return []byte(`[Desktop Entry]
Type=Application
Version=1.5
Name=Twenty
GenericName=Tabletop games
Comment=Five tabletop games about the number 20 (version ` + v + `)
Exec=twenty
Icon=twenty
Terminal=false
Categories=Game;BoardGame;CardGame;
Keywords=cards;dice;tiles;solitaire;
StartupWMClass=twenty
X-Version=` + v + `
`)
}

// readDesktopFile parses a Desktop Entry file: groups in brackets, then
// Key=Value lines; comments and blank lines are skipped, a key given twice
// in a group is an error (as desktop-file-validate says).
func readDesktopFile(b []byte) (map[string]map[string]string, error) {
	groups := map[string]map[string]string{}
	var cur map[string]string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]"):
			name := line[1 : len(line)-1]
			if groups[name] != nil {
				return nil, fmt.Errorf("line %d: group %s twice", n, name)
			}
			cur = map[string]string{}
			groups[name] = cur
		default:
			k, val, ok := strings.Cut(line, "=")
			if !ok || cur == nil {
				return nil, fmt.Errorf("line %d: %q is not Key=Value in a group", n, line)
			}
			k, val = strings.TrimSpace(k), strings.TrimSpace(val)
			if _, dup := cur[k]; dup {
				return nil, fmt.Errorf("line %d: %s twice", n, k)
			}
			cur[k] = val
		}
	}
	return groups, sc.Err()
}

func checkDesktopFile(b []byte, v string) error {
	g, err := readDesktopFile(b)
	if err != nil {
		return err
	}
	e := g["Desktop Entry"]
	if e == nil {
		return fmt.Errorf("no [Desktop Entry] group")
	}
	for k, want := range map[string]string{"Type": "Application", "Name": "Twenty", "Exec": "twenty", "Icon": "twenty", "X-Version": v} {
		if e[k] != want {
			return fmt.Errorf("%s is %q, want %q", k, e[k], want)
		}
	}
	if !strings.Contains(e["Comment"], v) {
		return fmt.Errorf("Comment %q does not name the version %q", e["Comment"], v)
	}
	return nil
}

// itchToml is itch.io's app manifest: the action the itch app runs when
// the player presses Launch.
func itchToml(path string) []byte {
	return []byte("[[actions]]\nname = \"play\"\npath = " + strconv.Quote(path) + "\n")
}

// readItchToml parses the subset of TOML an app manifest uses here:
// [[actions]] tables of key = "string" lines.
func readItchToml(b []byte) ([]map[string]string, error) {
	var actions []map[string]string
	sc := bufio.NewScanner(bytes.NewReader(b))
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case line == "[[actions]]":
			actions = append(actions, map[string]string{})
		default:
			k, val, ok := strings.Cut(line, "=")
			if !ok || len(actions) == 0 {
				return nil, fmt.Errorf("line %d: %q is not key = value in [[actions]]", n, line)
			}
			s, err := strconv.Unquote(strings.TrimSpace(val))
			if err != nil {
				return nil, fmt.Errorf("line %d: %s is not a quoted string", n, strings.TrimSpace(val))
			}
			a := actions[len(actions)-1]
			k = strings.TrimSpace(k)
			if _, dup := a[k]; dup {
				return nil, fmt.Errorf("line %d: %s twice", n, k)
			}
			a[k] = s
		}
	}
	return actions, sc.Err()
}
