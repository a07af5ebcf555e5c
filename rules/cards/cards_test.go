package cards

import "testing"

func TestCardTextRoundTrip(t *testing.T) {
	for c := Card(0); c < NumCards; c++ {
		got, err := Parse(c.String())
		if err != nil || got != c {
			t.Fatalf("Parse(%q) = %v, %v; want %v", c.String(), got, err, c)
		}
	}
	if c, err := Parse("10h"); err != nil || c != New(10, Hearts) {
		t.Fatalf("Parse(10h) = %v, %v", c, err)
	}
	for _, bad := range []string{"", "X", "1S", "QX", "QSS"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}

func TestSet(t *testing.T) {
	s, err := ParseSet("QS QH 4D")
	if err != nil {
		t.Fatal(err)
	}
	if s.Len() != 3 || !s.Has(New(Queen, Spades)) || s.Has(New(King, Spades)) {
		t.Fatalf("set %v wrong", s)
	}
	if s.String() != "4D QS QH" {
		t.Fatalf("String = %q", s.String())
	}
	if s.Nth(1) != New(Queen, Spades) {
		t.Fatalf("Nth(1) = %v", s.Nth(1))
	}
	if _, err := ParseSet("QS QS"); err == nil {
		t.Fatal("duplicate accepted")
	}
	if FullPack.Len() != 52 {
		t.Fatal("full pack")
	}
}

func TestPretty(t *testing.T) {
	ten, err := Parse("TH")
	if err != nil {
		t.Fatal(err)
	}
	if got := ten.Pretty(); got != "10♥" {
		t.Errorf("TH.Pretty() = %q, want 10♥", got)
	}
	set, err := ParseSet("TH 4D")
	if err != nil {
		t.Fatal(err)
	}
	lo, _ := set.Lowest()
	hi := set.Without(lo).Nth(0)
	if got, want := set.Pretty(), lo.Pretty()+" "+hi.Pretty(); got != want {
		t.Errorf("Pretty = %q, want %q", got, want)
	}
}
