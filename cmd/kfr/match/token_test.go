package match_test

import (
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/store"
)

// kfr match new --token1/--token2 names a deck's token creature in the
// header ([Token1 "Berserker"]), which match show prints; a card that is
// not a token creature is refused.
func TestNewWithToken(t *testing.T) {
	tests := []struct {
		name  string
		flag  string
		code  int
		shows string
	}{
		{"a token creature, by any spelling", "berserker", 0, `[Token2 "Berserker"]`},
		{"not a token creature", "Troll", 2, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			db, _ := fixtureDB(t)
			st, err := store.Open(db)
			if err != nil {
				t.Fatal(err)
			}
			_, err = st.ImportCards([]*engine.CardDef{{ID: "berserker", Name: "Berserker", House: "brobnar", Type: engine.TypeTokenCreature, Power: 5}})
			st.Close()
			if err != nil {
				t.Fatal(err)
			}
			_, errOut, code := kfrtest.Run(t, db, "", "match", "new", "--p1", "Alice", "--deck1", fixtures.RedHollowWarband,
				"--p2", "Bob", "--deck2", fixtures.KeepersOfTheQuietLibrary, "--first", "Alice", "--chains1", "0", "--token2", tc.flag)
			if code != tc.code {
				t.Fatalf("exit %d, want %d (%s)", code, tc.code, errOut)
			}
			if tc.code != 0 {
				if !strings.Contains(errOut, "not a token creature") {
					t.Errorf("error %q does not say why", errOut)
				}
				return
			}
			if show := kfrtest.MustRun(t, db, "match", "show"); !strings.Contains(show, tc.shows) {
				t.Errorf("match show has no %s:\n%s", tc.shows, show)
			}
		})
	}
}
