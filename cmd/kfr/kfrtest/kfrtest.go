// Package kfrtest helps the commands' tests: a database holding the
// fixture cards and decks, and a match between the two fixture decks.
// Only tests import it.
package kfrtest

import (
	"path/filepath"
	"testing"

	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/store"
)

// FixtureDB is a new database in a temporary folder holding the fixture
// cards and decks; it returns the database's path.
func FixtureDB(tb testing.TB) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "kfr.db")
	st, err := store.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer st.Close()
	if _, err := st.ImportCards(fixtures.Cards()); err != nil {
		tb.Fatal(err)
	}
	if err := st.SaveDecks(fixtures.Decks(), nil); err != nil {
		tb.Fatal(err)
	}
	return path
}

// Header is a match of Alice (Red Hollow Warband, first) against Bob
// (Keepers of the Quiet Library).
func Header() record.Header {
	return record.Header{Players: [2]string{"Alice", "Bob"},
		Decks: [2]string{fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary}, First: 0}
}

// CurrentMatch stores m (Header() and no actions when nil) in the database
// at path and makes it the current match; it returns the match's id.
func CurrentMatch(tb testing.TB, path string, m *record.Match) string {
	tb.Helper()
	if m == nil {
		m = &record.Match{Header: Header()}
	}
	st, err := store.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer st.Close()
	id, err := st.CreateMatch(m, store.MatchOptions{})
	if err != nil {
		tb.Fatal(err)
	}
	if err := st.SetCurrentMatch(id); err != nil {
		tb.Fatal(err)
	}
	return id
}
