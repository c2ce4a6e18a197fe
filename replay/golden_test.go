package replay

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strconv"
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
	matches := []*record.Match{cleanMatch(), disagreeMatch()}
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
		turn  int
		board bool
	}{
		{cleanMatch, 4, false},
		{cleanMatch, 6, true},
		{violationCases[6].match, 4, false}, // taunt
		{violationCases[7].match, 3, false}, // stunned
		{disagreeMatch, 2, false},
	}
	for _, c := range cases {
		m := c.match()
		name := m.ID + ".turn" + strconv.Itoa(c.turn)
		t.Run(name, func(t *testing.T) {
			r := mustRun(t, m)
			ta, err := r.Turn(c.turn)
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
	for _, at := range []At{{0, 0}, {2, 4}, {4, 0}, {4, 5}, {7, 0}} {
		t.Run(at.String(), func(t *testing.T) {
			v, err := r.StateAt(at.Turn, at.Action)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := WriteBoard(&b, v, testCards); err != nil {
				t.Fatal(err)
			}
			golden(t, "clean.at"+at.String()+".board.golden", b.Bytes())
			b.Reset()
			if err := WriteBoardJSON(&b, v, testCards); err != nil {
				t.Fatal(err)
			}
			golden(t, "clean.at"+at.String()+".board.json.golden", b.Bytes())
		})
	}
}
