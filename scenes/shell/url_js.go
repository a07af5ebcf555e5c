//go:build js

package shell

import (
	"strings"
	"syscall/js"
)

// AddURLOptions reads the page's query (see parseQuery); a problem with it
// is shown once at start.
func AddURLOptions(o *Options) {
	search := js.Global().Get("location").Get("search").String()
	if notice := parseQuery(strings.TrimPrefix(search, "?"), o); notice != "" && o.Notice == "" {
		o.Notice = notice
	}
}
