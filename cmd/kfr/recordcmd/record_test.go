package recordcmd_test

import (
	"bytes"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/cmd/kfr/root"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/store"
)

func TestMain(m *testing.M) { kfrtest.Main(m) }

// testDB is a database with the fixture cards and decks and a current
// match, Alice (Red Hollow Warband, first) against Bob (Keepers of the
// Quiet Library), with an empty log.
func testDB(t testing.TB) (string, string) {
	t.Helper()
	path := kfrtest.FixtureDB(t)
	return path, kfrtest.CurrentMatch(t, path, nil)
}

func stored(t testing.TB, db, id string) []string {
	t.Helper()
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	m, err := st.Match(id)
	if err != nil {
		t.Fatal(err)
	}
	out := []string{}
	for _, e := range m.Entries {
		out = append(out, e.Text)
	}
	return out
}

func TestRecordThroughPipe(t *testing.T) {
	cases := []struct {
		name   string
		input  string
		args   []string
		code   int
		out    []string
		stored []string
	}{
		{name: "session",
			input: "house brobnar\nplay Troll\nreap Troll\nplay Trolll\nundo\n\nboard\nhelp\nquit\nend\n",
			out: []string{
				"Recording match 1: Alice vs Bob, 0 actions so far",
				"2. play Troll  (Alice's turn 1)",
				"VIOLATION exhausted: Troll is exhausted",
				`unknown card "Trolll": did you mean "Troll"?`,
				"undid 3. reap Troll (2 actions left; Alice's turn 1, brobnar)",
				"battleline (left to right; at N as in play … at N):\n    at 0: Troll (8 power, exhausted)",
				"Commands: undo",
				"Saved: match 1 has 2 actions.",
			},
			stored: []string{"house brobnar", "play Troll"}},
		{name: "end of input saves", input: "house brobnar\nplay Troll", out: []string{"Saved: match 1 has 2 actions."},
			stored: []string{"house brobnar", "play Troll"}},
		{name: "undo of nothing", input: "undo\n", out: []string{"nothing to undo"}, stored: []string{}},
		{name: "explicit id", input: "# start\n", args: []string{"1"}, out: []string{"1. # start"}, stored: []string{"# start"}},
		{name: "unknown id", args: []string{"7"}, code: 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db, id := testDB(t)
			// Standard input is a pipe (kfrtest.Run), not a terminal.
			out, errOut, code := kfrtest.Run(t, db, c.input, append([]string{"record"}, c.args...)...)
			if code != c.code {
				t.Fatalf("exit %d, want %d: %s", code, c.code, errOut)
			}
			for _, w := range c.out {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
			if c.stored != nil {
				if got := stored(t, db, id); !slices.Equal(got, c.stored) {
					t.Errorf("log %q, want %q", got, c.stored)
				}
			}
		})
	}
}

// syncBuffer is a bytes.Buffer safe to read while kfr record writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func waitOutput(t *testing.T, out *syncBuffer, want string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !strings.Contains(out.String(), want); {
		if time.Now().After(deadline) {
			t.Fatalf("no %q in the output after 10 s:\n%s", want, out.String())
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestRecordConflict: another writer appends while kfr record is open;
// the next action entered is refused with the conflict, the session
// reloads, and the action entered again is logged after the other one.
func TestRecordConflict(t *testing.T) {
	db, id := testDB(t)
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	old := os.Stdin
	os.Stdin = r
	defer func() { os.Stdin = old; r.Close() }()
	var out, errOut syncBuffer
	done := make(chan int)
	go func() { done <- root.Main([]string{"--db", db, "record"}, &out, &errOut) }()
	w.WriteString("house brobnar\n")
	waitOutput(t, &out, "1. house brobnar")

	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	e := record.Entry{Text: "# from the other kfr", Action: engine.Action{Verb: engine.VerbComment, Player: engine.NoPlayer,
		Words: []string{"from the other kfr"}}}
	if err := st.AppendEntries(id, 1, []record.Entry{e}); err != nil {
		t.Fatal(err)
	}
	st.Close()

	w.WriteString("play Troll\n")
	waitOutput(t, &out, "reloaded: match 1 has 2 actions")
	w.WriteString("play Troll\n")
	w.Close()
	if code := <-done; code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{"was changed by another writer", "3. play Troll", "Saved: match 1 has 3 actions."} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if got := stored(t, db, id); !slices.Equal(got, []string{"house brobnar", "# from the other kfr", "play Troll"}) {
		t.Errorf("log %q", got)
	}
}
