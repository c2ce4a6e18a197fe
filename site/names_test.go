package site

import "testing"

func TestFileNames(t *testing.T) {
	taken := fileNames{IndexFile: true}
	cases := []struct{ prefix, name, want string }{
		{"deck-", "Red Hollow Warband", "deck-red-hollow-warband.html"},
		{"deck-", "Ann!", "deck-ann.html"},
		{"deck-", "ann?", "deck-ann-2.html"}, // the same slug: a file of its own
		{"deck-", "ANN", "deck-ann-3.html"},
		{"player-", "Ann", "player-ann.html"}, // another kind of page: another prefix
		{"deck-", `<script>alert(1)</script>`, "deck-script-alert-1-script.html"},
		{"", "index", "index-2.html"}, // never the index
		{"match-", "12", "match-12.html"},
	}
	for _, c := range cases {
		if got := taken.name(c.prefix, c.name); got != c.want {
			t.Errorf("name(%q, %q) = %q, want %q", c.prefix, c.name, got, c.want)
		}
	}
}

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"Red Hollow Warband": "red-hollow-warband", `<script>alert(1)</script>`: "script-alert-1-script", "": "unnamed",
		"  Æmber  Über! ": "æmber-über", "../../etc": "etc", "战场不羁者": "战场不羁者",
	} {
		if got := Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}
