package session_test

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/session"
	"github.com/kfr-dev/kfr/record/store"
)

// enhancedAngerMatch is newMatch with one of Alice's two Angers enhanced
// (+capture): her two copies of Anger differ.
func enhancedAngerMatch(t *testing.T) (*store.Store, string) {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "kfr.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if _, err := st.ImportCards(fixtures.Cards()); err != nil {
		t.Fatal(err)
	}
	decks := fixtures.Decks()
	for _, d := range decks {
		if d.Name != fixtures.RedHollowWarband {
			continue
		}
		for i := range d.Cards {
			if d.Cards[i].CardID == "anger" {
				d.Cards[i].Enhancements = []engine.Bonus{engine.BonusCapture}
				break
			}
		}
	}
	if err := st.SaveDecks(decks, nil); err != nil {
		t.Fatal(err)
	}
	h := record.Header{Players: [2]string{"Alice", "Bob"},
		Decks: [2]string{fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary}, First: 0}
	id, err := st.CreateMatch(&record.Match{Header: h}, store.MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return st, id
}

// When copies differ, play must say which: "play Anger" is refused with
// the ways to write it (nothing logged from it on), "play Anger +capture"
// takes the enhanced one, and TAB offers each distinct copy. Identical
// copies (Bad Penny) need nothing.
func TestWhichCopyAtTheTable(t *testing.T) {
	st, id := enhancedAngerMatch(t)
	s := open(t, st, id)
	if _, err := s.Log([]string{"house brobnar"}); err != nil {
		t.Fatal(err)
	}
	_, cands := s.Complete("play ang", len("play ang"))
	if !slices.Equal(cands, []string{"Anger +capture", "Anger plain"}) {
		t.Errorf("TAB after play ang: %q, want each distinct copy", cands)
	}
	_, cands = s.Complete("play kru", len("play kru"))
	if !slices.Equal(cands, []string{"Krump"}) {
		t.Errorf("TAB after play kru: %q, want Krump alone", cands)
	}

	logged, err := s.Log([]string{"play Anger", "end"})
	var ce *session.CopyError
	if !errors.As(err, &ce) || len(logged) != 0 || s.Len() != 1 {
		t.Fatalf("play Anger: logged %d, err %v; want a CopyError and nothing logged", len(logged), err)
	}
	for _, want := range []string{"which copy of Anger?", "(+capture, plain)", "write play Anger +capture or play Anger plain"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	logged, err = s.Log([]string{"play Anger +capture"})
	if err != nil {
		t.Fatal(err)
	}
	if logged[0].Text != "play Anger +capture" {
		t.Errorf("logged %q", logged[0].Text)
	}
	// The enhanced copy is played; the plain one alone can be in hand now.
	if _, err := s.Log([]string{"end", "end", "house brobnar", "play Anger"}); err != nil {
		t.Errorf("play Anger with only the plain copy left: %v", err)
	}
}
