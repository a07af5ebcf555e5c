package gameof20

import "strconv"

// The sentences of the rules (refusals, requirements) and of the table
// name numbers; these helpers word them alike everywhere, so "a 8" or
// "touches 1 tiles" cannot come back in one place while fixed in another.

// Article is the indefinite article a number takes as it is spoken: "an"
// before eight, eleven, eighteen and eighty-something (and their
// thousands, "an 8000"), "a" before every other number.
func Article(n int) string {
	if n < 0 {
		return "a" // "a minus ..."
	}
	// The spoken form starts with its leading group of three digits:
	// 18 000 is "eighteen thousand".
	for n >= 1000 {
		n /= 1000
	}
	switch {
	case n == 8, n == 11, n == 18, n >= 80 && n <= 89, n >= 800 && n <= 899:
		return "an"
	}
	return "a"
}

// ANumber is n with its article: "a 7", "an 8", "an 18".
func ANumber(n int) string { return Article(n) + " " + strconv.Itoa(n) }

// Count is n things in words that agree with it: "no tile", "1 tile",
// "3 tiles" (noun singular, plural its plural).
func Count(n int, noun, plural string) string {
	switch n {
	case 0:
		return "no " + noun
	case 1:
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + plural
}

// List words tiles as a reader says them: "5", "3 and 4", "2, 3, 1 and 8"
// ("none" for no tile).
func List(tiles []int) string {
	switch len(tiles) {
	case 0:
		return "none"
	case 1:
		return strconv.Itoa(tiles[0])
	}
	b := make([]byte, 0, 4*len(tiles)+4)
	for i, v := range tiles {
		switch {
		case i == len(tiles)-1:
			b = append(b, " and "...)
		case i > 0:
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return string(b)
}
