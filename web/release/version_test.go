package main

import "testing"

func TestNumbers(t *testing.T) {
	for _, c := range []struct {
		version string
		want    string
	}{
		{"v1.2.3", "1.2.3.0"},
		{"1.2.3", "1.2.3.0"},
		{"v1.2", "1.2.0.0"},
		{"v2", "2.0.0.0"},
		{"v1.2.3-dirty", "1.2.3.0"},
		{"v1.2.3-4-gabc1234", "1.2.3.4"},
		{"v1.2.3-14-gabc1234-dirty", "1.2.3.14"},
		{"v1.2.3-rc1", "1.2.3.0"},
		{"v1.2.3-rc1-5-gabc1234", "1.2.3.5"},
		{"e56ab38", "0.0.0.0"},
		{"e56ab38-dirty", "0.0.0.0"},
		{"1234567", "0.0.0.0"},
		{"dev", "0.0.0.0"},
		{"v1.70000.3", "0.0.0.0"},
		{"", "0.0.0.0"},
	} {
		if got := dotted(numbers(c.version), 4); got != c.want {
			t.Errorf("numbers(%q) = %s, want %s", c.version, got, c.want)
		}
	}
}
