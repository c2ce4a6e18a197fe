package replay

import (
	"bytes"
	"testing"

	"github.com/kfr-dev/kfr/record"
)

// palette is every entry of the test matches: fuzzing picks sequences of
// them, in any order, which the engine records as violations.
func palette() []record.Entry {
	var out []record.Entry
	ms := []*record.Match{cleanMatch(), disagreeMatch(), boardSample(), auditSample()}
	for _, c := range violationCases {
		ms = append(ms, c.match())
	}
	for _, m := range ms {
		out = append(out, m.Entries...)
	}
	return out
}

// FuzzReplay: any sequence of log lines replays, audits and renders
// without a panic, and each turn's audit agrees with the replay's hashes.
func FuzzReplay(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8})
	f.Add([]byte{40, 41, 3, 3, 90, 91, 12})
	pal := palette()
	f.Fuzz(func(t *testing.T, picks []byte) {
		if len(picks) > 200 {
			picks = picks[:200]
		}
		m := newMatch("fuzz").m
		for i, p := range picks {
			e := pal[int(p)%len(pal)]
			e.Line = headerLines + i + 1
			m.Entries = append(m.Entries, e)
		}
		r := mustRun(t, m)
		if len(r.Steps) != len(m.Entries) {
			t.Fatalf("%d steps for %d entries", len(r.Steps), len(m.Entries))
		}
		var b bytes.Buffer
		if err := WriteSummary(&b, r); err != nil {
			t.Fatal(err)
		}
		if err := WriteJSON(&b, r); err != nil {
			t.Fatal(err)
		}
		for turn := 0; turn <= r.LastTurn(); turn++ {
			idx := r.TurnEntries(turn)
			if len(idx) == 0 {
				continue
			}
			ta, err := r.Turn(turn)
			if err != nil {
				t.Fatal(err)
			}
			for k, a := range ta.Actions {
				if a.Hash != r.Hash(idx[k]) {
					t.Fatalf("turn %d action %d: audit hash differs from the replay's", turn, a.Number)
				}
			}
			if err := WriteTurn(&b, ta, testCards, true); err != nil {
				t.Fatal(err)
			}
			if err := WriteTurnJSON(&b, ta, testCards); err != nil {
				t.Fatal(err)
			}
		}
	})
}
