package logcmd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/record/store"
)

// TestUndoAt: kfr undo --at N removes action N only while it is the last
// one; once another writer logged after it, nothing is removed and the
// exit status is 3, as for a refused kfr log.
func TestUndoAt(t *testing.T) {
	cases := []struct {
		name     string
		args     []string
		wantCode int
		wantErr  string
		left     []string
	}{
		{"the last action", []string{"undo", "--at", "2"}, 0, "", []string{"house brobnar"}},
		{"another writer logged after it", []string{"undo", "--at", "1"}, 3, "has 2 actions, expected 1", []string{"house brobnar", "play Troll"}},
		{"without --at: whatever is last", []string{"undo"}, 0, "", []string{"house brobnar"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db, id := testDB(t, "house brobnar", "play Troll")
			_, errOut, code := kfrtest.Run(t, db, "", c.args...)
			if code != c.wantCode || !strings.Contains(errOut, c.wantErr) {
				t.Fatalf("exit %d, want %d with %q:\n%s", code, c.wantCode, c.wantErr, errOut)
			}
			if got := stored(t, db, id); !slices.Equal(got, c.left) {
				t.Errorf("log %q, want %q", got, c.left)
			}
		})
	}
}

// TestUndoDamagedLastAction: kfr undo removes a last action whose stored
// form does not decode (it never needs to), printing its typed text.
func TestUndoDamagedLastAction(t *testing.T) {
	db, id := testDB(t, "house brobnar", "play Troll")
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.DB().Exec("UPDATE actions SET action = x'c1' WHERE seq = 1"); err != nil {
		t.Fatal(err)
	}
	st.Close()
	out, errOut, code := kfrtest.Run(t, db, "", "undo")
	if code != 0 || !strings.Contains(out, "undid 2. play Troll") {
		t.Fatalf("exit %d:\n%s%s", code, out, errOut)
	}
	if got := stored(t, db, id); !slices.Equal(got, []string{"house brobnar"}) {
		t.Errorf("log %q after the undo", got)
	}
}
