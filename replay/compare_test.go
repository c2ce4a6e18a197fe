package replay

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// changedCards is the test card set with one card's facts changed, as a
// newer card database could have them.
func changedCards(id string, change func(*engine.CardDef)) engine.CardMap {
	m := engine.CardMap{}
	for k, v := range testCards {
		m[k] = v
	}
	d := *testCards[id]
	change(&d)
	m[id] = &d
	return m
}

func TestCompare(t *testing.T) {
	m := cleanMatch()
	stored := mustRun(t, m).Stored()
	firstPixie := 6 // "play Dust Pixie" of turn 2 (entries: 1. Alice, house, play, end, 2. Bob, house, play…)
	if m.Entries[firstPixie].Text != `play "Dust Pixie"` {
		t.Fatalf("entry %d is %q", firstPixie, m.Entries[firstPixie].Text)
	}
	cases := []struct {
		name        string
		db          engine.CardMap
		first       int
		appeared    []string
		disappeared int
	}{
		{"same data", testCards, -1, nil, 0},
		// Bob gains less, so his key on turn 6 is not affordable any more.
		{"Æmber bonus changed", changedCards("dust-pixie", func(d *engine.CardDef) { d.Amber = 1 }), firstPixie,
			[]string{"forge-unaffordable"}, 0},
		// A card's house is no part of the state: every hash agrees, and
		// the violations still tell what now differs.
		{"house changed", changedCards("troll", func(d *engine.CardDef) { d.House = "dis" }), -1,
			[]string{"not-active-house", "not-active-house", "not-active-house"}, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := Run(m, c.db, testDecks())
			if err != nil {
				t.Fatal(err)
			}
			d := Compare(stored, r)
			if d.FirstEntry != c.first {
				t.Errorf("first differing entry %d, want %d", d.FirstEntry, c.first)
			}
			if c.first >= 0 && d.Line != m.Entries[c.first].Line {
				t.Errorf("line %d, want %d", d.Line, m.Entries[c.first].Line)
			}
			var rules []string
			for _, v := range d.Appeared {
				rules = append(rules, v.Rule)
			}
			if !slices.Equal(rules, c.appeared) {
				t.Errorf("appeared %v, want %v", rules, c.appeared)
			}
			if len(d.Disappeared) != c.disappeared {
				t.Errorf("disappeared %v", d.Disappeared)
			}
			if d.Same() != (c.first < 0 && len(c.appeared) == 0) {
				t.Errorf("Same() = %v", d.Same())
			}
			var text bytes.Buffer
			if err := WriteDrift(&text, d, r); err != nil {
				t.Fatal(err)
			}
			for _, v := range d.Appeared {
				if !strings.Contains(text.String(), "new violation: "+r.Whose(v.Turn)+", "+v.Rule) {
					t.Errorf("the drift text lacks %s:\n%s", v.Rule, text.String())
				}
			}
			if d.Same() != strings.HasPrefix(text.String(), "Same as when stored") {
				t.Errorf("drift text %q for Same() = %v", text.String(), d.Same())
			}
			// Compared the other way round, what appeared disappears.
			back := Compare(r.Stored(), mustRun(t, m))
			if len(back.Disappeared) != len(d.Appeared) {
				t.Errorf("reverse: %d disappeared, want %d", len(back.Disappeared), len(d.Appeared))
			}
		})
	}
}

func TestCompareLengthAndMissingHashes(t *testing.T) {
	m := cleanMatch()
	r := mustRun(t, m)
	short := r.Stored()
	short.Hashes = short.Hashes[:10]
	if d := Compare(short, r); d.FirstEntry != 10 {
		t.Errorf("a stored replay 10 entries long differs first at %d, want 10", d.FirstEntry)
	}
	none := r.Stored()
	none.Hashes = nil
	if d := Compare(none, r); !d.Same() {
		t.Errorf("without hashes and with the same violations: %+v", d)
	}
}
