package replay

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/notation"
)

// testIndex is the test card set as a card index (names for notation).
func testIndex() *carddb.Index {
	ids := make([]string, 0, len(testCards))
	for id := range testCards {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	cards := make([]*engine.CardDef, len(ids))
	for i, id := range ids {
		cards[i] = testCards[id]
	}
	return carddb.NewIndex(cards)
}

// notationMatches are the test matches that are kept in notation too, as
// fixtures a command can replay (testdata/NAME.kfr).
func notationMatches() []*record.Match {
	ms := []*record.Match{cleanMatch(), disagreeMatch()}
	for _, c := range violationCases {
		ms = append(ms, c.match())
	}
	return ms
}

// TestNotationFixtures: the matches printed in notation are the fixture
// files (golden, -update rewrites them), and each file parses back to a
// match that replays to the same state hashes, violations and checkpoints.
func TestNotationFixtures(t *testing.T) {
	ix := testIndex()
	for _, m := range notationMatches() {
		t.Run(m.ID, func(t *testing.T) {
			name := m.ID + ".kfr"
			text := notation.Format(m, ix)
			golden(t, name, text)
			src, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			parsed, err := notation.Parse(name, src, ix)
			if err != nil {
				t.Fatal(err)
			}
			if len(parsed.Entries) != len(m.Entries) {
				t.Fatalf("%d entries parsed, %d written", len(parsed.Entries), len(m.Entries))
			}
			for i, e := range parsed.Entries {
				if e.Text != m.Entries[i].Text {
					t.Errorf("entry %d: the file says %q, the test match %q", i, e.Text, m.Entries[i].Text)
				}
			}
			want, got := mustRun(t, m), mustRun(t, parsed)
			if !slices.Equal(want.Hashes(), got.Hashes()) {
				t.Errorf("the notation file replays to other hashes: %+v", Compare(want.Stored(), got))
			}
			if len(want.Violations) != len(got.Violations) || want.Disagreements() != got.Disagreements() {
				t.Errorf("violations %d → %d, disagreements %d → %d", len(want.Violations), len(got.Violations),
					want.Disagreements(), got.Disagreements())
			}
		})
	}
}
