package main

import (
	"fmt"
	"regexp"
	"strconv"
)

// tagPattern reads git describe's output for a tag such as v1.2.3: the
// tag's numbers, then the commits since the tag and the dirty mark.
var tagPattern = regexp.MustCompile(`^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-[0-9A-Za-z.]+?)??(?:-(\d+)-g[0-9a-f]+)?(?:-dirty)?$`)

// numbers derives the four numbers Windows wants (and the first three the
// Mac's CFBundleVersion wants) from the build's version: v1.2.3 is 1.2.3.0,
// v1.2.3-4-gabc1234 (four commits after the tag) is 1.2.3.4; a version
// that is not a tag (a commit hash, "dev") is 0.0.0.0, and the string
// version beside the numbers says which build it is.
func numbers(version string) [4]uint16 {
	var n [4]uint16
	m := tagPattern.FindStringSubmatch(version)
	if m == nil || (version[0] != 'v' && m[2] == "") {
		// A bare number without a dot may be a commit hash of digits.
		return n
	}
	for i, s := range []string{m[1], m[2], m[3], m[4]} {
		if s == "" {
			continue
		}
		v, err := strconv.ParseUint(s, 10, 16)
		if err != nil {
			return [4]uint16{}
		}
		n[i] = uint16(v)
	}
	return n
}

// dotted writes the first k numbers joined by dots.
func dotted(n [4]uint16, k int) string {
	s := ""
	for i := 0; i < k; i++ {
		if i > 0 {
			s += "."
		}
		s += fmt.Sprint(n[i])
	}
	return s
}
