package replay

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/kfr-dev/kfr/record"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// golden compares got with testdata/name, or rewrites it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (go test -update rewrites it)\n--- got ---\n%s\n--- want ---\n%s", path, got, want)
	}
}

func mustRun(t testing.TB, m *record.Match) *Replay {
	t.Helper()
	r, err := Run(m, testCards, testDecks())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// renderAll is every output of a replay: the summary text and the JSON.
func renderAll(t *testing.T, r *Replay) (summary, js []byte) {
	t.Helper()
	var s, j bytes.Buffer
	if err := WriteSummary(&s, r); err != nil {
		t.Fatal(err)
	}
	if err := WriteJSON(&j, r); err != nil {
		t.Fatal(err)
	}
	return s.Bytes(), j.Bytes()
}

func TestGoldenSummaries(t *testing.T) {
	matches := []*record.Match{cleanMatch(), disagreeMatch(), legacyMatch()}
	for _, c := range violationCases {
		matches = append(matches, c.match())
	}
	for _, m := range matches {
		t.Run(m.ID, func(t *testing.T) {
			s, j := renderAll(t, mustRun(t, m))
			golden(t, m.ID+".summary.golden", s)
			golden(t, m.ID+".json.golden", j)
		})
	}
}

func TestGoldenAudits(t *testing.T) {
	cases := []struct {
		match func() *record.Match
		turn  string // as kfr audit --turn takes it
		board bool
	}{
		{cleanMatch, "2.Bob", false},
		{cleanMatch, "3.bob", true},
		{violationCases[6].match, "2.Bob", false},   // taunt
		{violationCases[7].match, "2.Alice", false}, // stunned
		{disagreeMatch, "1.Bob", false},
		{legacyMatch, "2.Bob", false}, // the headers count every turn: the same turn as clean's
	}
	for _, c := range cases {
		m := c.match()
		name := m.ID + ".turn" + c.turn
		t.Run(name, func(t *testing.T) {
			r := mustRun(t, m)
			p, err := ParsePoint(c.turn, m.Header.Players)
			if err != nil {
				t.Fatal(err)
			}
			ta, err := r.TurnNamed(p.Turn)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := WriteTurn(&b, ta, testCards, c.board); err != nil {
				t.Fatal(err)
			}
			golden(t, name+".audit.golden", b.Bytes())
			b.Reset()
			if err := WriteTurnJSON(&b, ta, testCards); err != nil {
				t.Fatal(err)
			}
			golden(t, name+".audit.json.golden", b.Bytes())
		})
	}
}

func TestGoldenBoards(t *testing.T) {
	r := mustRun(t, cleanMatch())
	for _, at := range []string{"0", "1.Bob.4", "2.Bob", "2.Bob.5", "4.Alice"} {
		t.Run(at, func(t *testing.T) {
			p, err := ParsePoint(at, r.Match.Header.Players)
			if err != nil {
				t.Fatal(err)
			}
			v, err := r.StateAtPoint(p)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := WriteBoard(&b, v, testCards); err != nil {
				t.Fatal(err)
			}
			golden(t, "clean.at"+at+".board.golden", b.Bytes())
			b.Reset()
			if err := WriteBoardJSON(&b, v, testCards); err != nil {
				t.Fatal(err)
			}
			golden(t, "clean.at"+at+".board.json.golden", b.Bytes())
		})
	}
}
