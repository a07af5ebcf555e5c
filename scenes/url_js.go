//go:build js

package scenes

import (
	"net/url"
	"strconv"
	"syscall/js"
)

// AddURLOptions reads ?game=twenty&autoplay=1&seed=N&players=N&ai=hard&silent=1.
func AddURLOptions(o *Options) {
	q, err := url.ParseQuery(js.Global().Get("location").Get("search").String()[min(1, len(js.Global().Get("location").Get("search").String())):])
	if err != nil {
		return
	}
	if g := q.Get("game"); g != "" {
		o.Game = g
	}
	o.Autoplay = o.Autoplay || q.Get("autoplay") == "1" || q.Get("autoplay") == "true"
	o.Silent = o.Silent || q.Get("silent") == "1"
	if l := q.Get("ai"); l != "" {
		o.Level = l
	}
	if s, err := strconv.ParseUint(q.Get("seed"), 10, 64); err == nil {
		o.Seed = s
	}
	if p, err := strconv.Atoi(q.Get("players")); err == nil {
		o.Players = p
	}
}
