package gameof20

import "testing"

// The article follows the number as it is spoken: "an" before eight,
// eleven, eighteen and eighty-something, "a" before the rest.
func TestArticle(t *testing.T) {
	cases := []struct {
		n    int
		want string
	}{
		{1, "a 1"}, {2, "a 2"}, {7, "a 7"}, {8, "an 8"}, {9, "a 9"}, {10, "a 10"},
		{11, "an 11"}, {12, "a 12"}, {17, "a 17"}, {18, "an 18"}, {19, "a 19"}, {20, "a 20"},
		{24, "a 24"}, {80, "an 80"}, {83, "an 83"}, {89, "an 89"}, {90, "a 90"},
		{100, "a 100"}, {800, "an 800"}, {1100, "a 1100"}, {8000, "an 8000"},
		{11000, "an 11000"}, {18500, "an 18500"}, {0, "a 0"},
	}
	for _, c := range cases {
		if got := ANumber(c.n); got != c.want {
			t.Errorf("ANumber(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}

func TestCountAndList(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{0, "no tile"}, {1, "1 tile"}, {2, "2 tiles"}, {4, "4 tiles"}} {
		if got := Count(c.n, "tile", "tiles"); got != c.want {
			t.Errorf("Count(%d) = %q, want %q", c.n, got, c.want)
		}
	}
	for _, c := range []struct {
		tiles []int
		want  string
	}{{nil, "none"}, {[]int{5}, "5"}, {[]int{3, 4}, "3 and 4"}, {[]int{2, 3, 1, 8}, "2, 3, 1 and 8"}} {
		if got := List(c.tiles); got != c.want {
			t.Errorf("List(%v) = %q, want %q", c.tiles, got, c.want)
		}
	}
}
