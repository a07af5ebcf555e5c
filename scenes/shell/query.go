package shell

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules/play"
)

// maxQueryValue bounds a value of the page's query: the longest sound one
// is a seed of 20 digits, and a megabyte-long one must not reach a message.
const maxQueryValue = 64

// parseQuery reads the page's query (without the "?"):
// game=twenty&autoplay=1&seed=N&players=N&ai=hard&silent=1. Each pair is
// decoded on its own, so one malformed pair does not drop the others (as
// url.ParseQuery would); what is refused is said in the returned notice.
func parseQuery(raw string, o *Options) (notice string) {
	var problems []string
	for pair := range strings.SplitSeq(raw, "&") {
		if pair == "" {
			continue
		}
		key, value, _ := strings.Cut(pair, "=")
		k, err1 := url.QueryUnescape(key)
		v, err2 := url.QueryUnescape(value)
		switch {
		case err1 != nil || err2 != nil:
			problems = append(problems, fmt.Sprintf("%q is not a valid address parameter", play.Shorten(pair, 24)))
		case len(v) > maxQueryValue && k != play.ShareQuery: // a code is checked when read
			problems = append(problems, fmt.Sprintf("the value of %q is longer than %d characters", play.Shorten(k, 24), maxQueryValue))
		default:
			if p := applyQueryValue(k, v, o); p != "" {
				problems = append(problems, p)
			}
		}
	}
	if len(problems) == 0 {
		return ""
	}
	if len(problems) > 2 {
		problems = append(problems[:2], fmt.Sprintf("%d more", len(problems)-2))
	}
	return "Ignored in the page's address: " + strings.Join(problems, "; ") + "."
}

// applyQueryValue sets one option; an unknown key is ignored (pages on
// itch.io carry their own parameters), a bad number is reported.
func applyQueryValue(k, v string, o *Options) string {
	switch k {
	case "game":
		o.Game = v
	case play.ShareQuery:
		o.Replay = v
	case "lesson":
		o.Lesson = o.Lesson || v == "1" || v == "true"
	case "daily":
		o.Daily = o.Daily || v == "1" || v == "true"
	case "puzzle":
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return fmt.Sprintf("puzzle %q is not a number from 1", v)
		}
		o.Puzzle = n
	case "autoplay":
		o.Autoplay = o.Autoplay || v == "1" || v == "true"
	case "silent":
		o.Silent = o.Silent || v == "1"
	case "ai":
		o.Level = v
	case "think":
		if v != play.ThinkTimed && v != play.ThinkFixed && v != play.ThinkSlices {
			return fmt.Sprintf("think %q is not timed, fixed or slices", v)
		}
		o.Think = v
	case "searchers":
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > play.MaxSearchers {
			return fmt.Sprintf("searchers %q is not a number from 1 to %d", v, play.MaxSearchers)
		}
		o.Searchers = n
	case "seed":
		s, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			return fmt.Sprintf("seed %q is not a whole number", v)
		}
		o.Seed = s
	case "players":
		p, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Sprintf("players %q is not a number", v)
		}
		o.Players = p
	}
	return ""
}
