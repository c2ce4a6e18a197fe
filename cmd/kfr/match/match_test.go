package match_test

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/store"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// fixtureDB is a database in a temporary folder holding the fixture cards
// and decks, and the folder (where the fixture match files are written).
func fixtureDB(t testing.TB) (db, dir string) {
	t.Helper()
	db = kfrtest.FixtureDB(t)
	dir = filepath.Dir(db)
	for _, m := range fixtures.Matches() {
		if err := os.WriteFile(filepath.Join(dir, m.Name), m.Src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return db, dir
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from %s (go test -update rewrites it):\n--- got\n%s\n--- want\n%s", name, path, got, want)
	}
}

// stamps hides the created/updated times of JSON output.
var stamps = regexp.MustCompile(`"(created|updated)": "[^"]*"`)

func scrub(s string) string { return stamps.ReplaceAllString(s, `"$1": "…"`) }

// Every fixture match: import gives a new id (last line), export gives the
// canonical text of the file, and importing the file or its export again
// writes nothing and names the stored match.
func TestRoundTrip(t *testing.T) {
	db, dir := fixtureDB(t)
	ix := fixtures.Index()
	for i, f := range fixtures.Matches() {
		t.Run(f.Name, func(t *testing.T) {
			file := filepath.Join(dir, f.Name)
			out := kfrtest.MustRun(t, db, "match", "import", file)
			id := lastLine(out)
			if want := string(rune('1' + i)); id != want {
				t.Fatalf("last line %q, want the new id %s\n%s", id, want, out)
			}
			m, err := notation.Parse(f.Name, f.Src, ix)
			if err != nil {
				t.Fatal(err)
			}
			want := string(notation.Format(m, ix))
			got := kfrtest.MustRun(t, db, "match", "export", id)
			if got != want {
				t.Errorf("export differs from the canonical text:\n--- got\n%s\n--- want\n%s", got, want)
			}
			if show := kfrtest.MustRun(t, db, "match", "show", id); show != want {
				t.Error("show differs from export")
			}
			exported := filepath.Join(dir, "export-"+f.Name)
			kfrtest.MustRun(t, db, "match", "export", id, "-o", exported)
			if data, _ := os.ReadFile(exported); string(data) != want {
				t.Error("export -o wrote other text")
			}
			for _, again := range []string{file, exported} {
				out := kfrtest.MustRun(t, db, "match", "import", again)
				if !strings.Contains(out, "already imported as match "+id) || lastLine(out) != id {
					t.Errorf("re-import of %s:\n%s", filepath.Base(again), out)
				}
			}
		})
	}
	out := kfrtest.MustRun(t, db, "match", "list", "--json")
	var list []struct{ ID string }
	if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) != len(fixtures.Matches()) {
		t.Errorf("%d matches after the re-imports (%v), want %d", len(list), err, len(fixtures.Matches()))
	}
}

// importAll imports every fixture match into db and returns the output.
func importAll(t *testing.T, db, dir string) (string, string) {
	t.Helper()
	args := []string{"match", "import"}
	for _, f := range fixtures.Matches() {
		args = append(args, filepath.Join(dir, f.Name))
	}
	out, errOut, code := kfrtest.Run(t, db, "", args...)
	if code != 0 {
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	return out, errOut
}

func TestImportChecksThroughTheEngine(t *testing.T) {
	db, dir := fixtureDB(t)
	out, errOut := importAll(t, db, dir)
	out = strings.ReplaceAll(out, dir+string(filepath.Separator), "")
	errOut = strings.ReplaceAll(errOut, dir+string(filepath.Separator), "")
	for _, want := range []string{
		"01-club-night-alice-bob.kfr: match 1, 160 actions, clean",
		"05-violation-bob-chen.kfr: match 5, 79 actions, 1 violation, 0 checkpoint items disagree (recorded: kfr replay 5 shows them)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if lastLine(out) != "5" {
		t.Errorf("last line %q, want 5", lastLine(out))
	}
	wantWarn := `05-violation-bob-chen.kfr: warning: line 43, Chen's turn 2, Chen: reap "Pit Demon": exhausted: Pit Demon is exhausted` + "\n"
	if errOut != wantWarn {
		t.Errorf("warnings:\n%s\nwant exactly:\n%s", errOut, wantWarn)
	}

	// A disagreeing checkpoint is recorded and warned about.
	src := strings.Replace(string(fixtures.Matches()[0].Src), "check Bob aember 3\n", "check Bob aember 4\n", 1)
	out, errOut, code := kfrtest.Run(t, db, src, "match", "import", "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var reps []struct {
		Match         string   `json:"match"`
		Duplicate     bool     `json:"duplicate"`
		Disagreements int      `json:"disagreements"`
		Warnings      []string `json:"warnings"`
	}
	if err := json.Unmarshal([]byte(out), &reps); err != nil {
		t.Fatal(err)
	}
	if len(reps) != 1 || reps[0].Match != "6" || reps[0].Duplicate || reps[0].Disagreements != 1 ||
		len(reps[0].Warnings) != 1 || !strings.Contains(reps[0].Warnings[0], "line 22, Bob's turn 1: check Bob aember: log 4, engine 3") {
		t.Errorf("import --json of a disagreeing file: %+v", reps)
	}
}

func TestGolden(t *testing.T) {
	db, dir := fixtureDB(t)
	importAll(t, db, dir)
	kfrtest.MustRun(t, db, "match", "use", "3")
	cases := []struct {
		name string
		args []string
	}{
		{"list", []string{"match", "list"}},
		{"list-json", []string{"match", "list", "--json"}},
		{"show-2", []string{"match", "show", "2"}},
		{"show-current-json", []string{"match", "show", "--json"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			golden(t, c.name, scrub(kfrtest.MustRun(t, db, c.args...)))
		})
	}
}

func TestErrors(t *testing.T) {
	db, dir := fixtureDB(t)
	kfrtest.MustRun(t, db, "match", "import", filepath.Join(dir, fixtures.Matches()[0].Name))
	bad := filepath.Join(dir, "bad.kfr")
	os.WriteFile(bad, []byte("[Player1 \"Alice\"]\n[Deck1 \"Red Hollow Warband\"]\n[Player2 \"Bob\"]\n"+
		"[Deck2 \"Keepers of the Quiet Library\"]\n\nhouse brobnar\nplay Trll\nreep Troll\n"), 0o644)
	noDeck := filepath.Join(dir, "nodeck.kfr")
	os.WriteFile(noDeck, []byte("[Player1 \"Alice\"]\n[Deck1 \"Blue Hollow\"]\n[Player2 \"Bob\"]\n"+
		"[Deck2 \"Keepers of the Quiet Library\"]\n\nhouse brobnar\n"), 0o644)
	newArgs := func(extra ...string) []string {
		return append([]string{"match", "new", "--p1", "Alice", "--deck1", "red hollow", "--p2", "Bob",
			"--deck2", "keepers", "--first", "Alice"}, extra...)
	}
	cases := []struct {
		name string
		args []string
		code int
		want []string // in standard error
	}{
		{"unknown deck", []string{"match", "new", "--p1", "Alice", "--deck1", "Red Holow Warbnd", "--p2", "Bob",
			"--deck2", "keepers", "--first", "Alice"}, 1,
			[]string{`--deck1: no deck matches "Red Holow Warbnd": did you mean "Red Hollow Warband"?`, "kfr deck list"}},
		{"first is neither player", newArgs("--first", "Carol"), 2, []string{`--first "Carol" is neither player: give --first Alice or --first Bob`}},
		{"same players", []string{"match", "new", "--p1", "Alice", "--deck1", "red", "--p2", "alice", "--deck2", "keepers", "--first", "Alice"}, 2,
			[]string{"give the players different names"}},
		{"missing deck", []string{"match", "new", "--p1", "Alice", "--p2", "Bob", "--deck2", "keepers", "--first", "Alice"}, 2,
			[]string{"--deck1 is missing"}},
		{"bad date", newArgs("--date", "20/11/2026"), 2, []string{"write the date as YYYY-MM-DD"}},
		{"negative chains", newArgs("--chains1", "-1"), 2, []string{"chains cannot be negative"}},
		{"bid without chains", newArgs("--chain-bid"), 2, []string{"--chain-bid needs the chains that were bid"}},
		{"malformed file", []string{"match", "import", bad}, 2, []string{
			bad + `:7:6: unknown card "Trll": did you mean "Troll"?`,
			bad + `:8:1: unknown verb "reep": did you mean "reap"?`,
			bad + ": refused, nothing imported"}},
		{"unknown deck in a file", []string{"match", "import", noDeck}, 2,
			[]string{`deck of Alice: no deck matches "Blue Hollow"`, "kfr deck import"}},
		{"missing file", []string{"match", "import", filepath.Join(dir, "nope.kfr")}, 2, []string{"nope.kfr: no such file"}},
		{"no file", []string{"match", "import"}, 2, []string{"kfr match import needs a file"}},
		{"unknown id", []string{"match", "show", "99"}, 1, []string{"no match 99", "kfr match list shows the matches"}},
		{"not an id", []string{"match", "export", "abc"}, 1, []string{`"abc" is not a match id`, "kfr match list"}},
		{"delete unknown", []string{"match", "delete", "42"}, 1, []string{"no match 42", "kfr match list"}},
		{"delete needs an id", []string{"match", "delete"}, 2, []string{"kfr match delete takes one match id"}},
		{"use unknown", []string{"match", "use", "7"}, 1, []string{"no match 7"}},
		{"no current match", []string{"match", "show"}, 1, []string{"no current match", "kfr match new"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, code := kfrtest.Run(t, db, "", c.args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d\n%s%s", code, c.code, out, errOut)
			}
			for _, w := range c.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("standard error lacks %q:\n%s", w, errOut)
				}
			}
		})
	}
	// Nothing of the refused files was written; a good file beside a bad
	// one is imported, and its id is the last line.
	good := filepath.Join(dir, fixtures.Matches()[1].Name)
	out, errOut, code := kfrtest.Run(t, db, "", "match", "import", good, bad)
	if code != 2 || lastLine(out) != "2" || !strings.Contains(errOut, "1 of 2 files refused: "+bad) {
		t.Errorf("good and bad file: exit %d\n%s%s", code, out, errOut)
	}
	if out := kfrtest.MustRun(t, db, "match", "list"); !strings.Contains(out, "\n2 matches") {
		t.Errorf("after the refused imports:\n%s", out)
	}
}

func TestNewUseDelete(t *testing.T) {
	db, _ := fixtureDB(t)
	out := kfrtest.MustRun(t, db, "match", "new", "--p1", "Alice", "--deck1", "red", "--p2", "Bob", "--deck2", "kfr-keepers",
		"--first", "bob", "--event", "Club night", "--date", "2026-11-20", "--chains1", "2", "--chain-bid")
	if lastLine(out) != "1" || strings.Contains(out, "chains proposed") ||
		!strings.Contains(out, "match 1: Alice (Red Hollow Warband) vs Bob (Keepers of the Quiet Library), Bob first, chains 2–0 (bid), 2026-11-20") {
		t.Errorf("new:\n%s", out)
	}
	want := "[Event \"Club night\"]\n[Date \"2026-11-20\"]\n[Player1 \"Alice\"]\n[Deck1 \"Red Hollow Warband\"]\n" +
		"[Player2 \"Bob\"]\n[Deck2 \"Keepers of the Quiet Library\"]\n[First \"Bob\"]\n[Chains1 \"2\"]\n[Chains2 \"0\"]\n[ChainBid \"yes\"]\n"
	if got := kfrtest.MustRun(t, db, "match", "show"); !strings.HasPrefix(got, want) {
		t.Errorf("show of the current match:\n%s\nwant it to start:\n%s", got, want)
	}
	out = kfrtest.MustRun(t, db, "--json", "match", "new", "--p1", "Chen", "--deck1", "keepers", "--p2", "Dana", "--deck2", "red", "--first", "Dana")
	var made struct {
		ID       string    `json:"id"`
		Current  bool      `json:"current"`
		Date     string    `json:"date"`
		Chains   [2]int    `json:"chains"`
		DeckIDs  [2]string `json:"deck_ids"`
		Proposal *struct {
			Deck string `json:"deck"`
		} `json:"chains_proposed"`
	}
	if err := json.Unmarshal([]byte(out), &made); err != nil {
		t.Fatal(err)
	}
	if made.ID != "2" || !made.Current || len(made.Date) != 10 || made.DeckIDs[1] != "kfr-red-hollow-warband" ||
		made.Proposal == nil || made.Proposal.Deck != "" {
		t.Errorf("new --json: %+v\n%s", made, out)
	}
	if out := kfrtest.MustRun(t, db, "match", "use", "1"); out != "current match: 1 (Alice vs Bob, 2026-11-20, 0 actions)\n" {
		t.Errorf("use: %q", out)
	}
	if out := kfrtest.MustRun(t, db, "match", "delete", "1"); !strings.Contains(out, "deleted match 1 (Alice vs Bob, 2026-11-20, 0 actions)") ||
		!strings.Contains(out, "no current match now") {
		t.Errorf("delete: %q", out)
	}
	if out := kfrtest.MustRun(t, db, "--json", "match", "delete", "2"); !strings.Contains(out, `"deleted": "2"`) || !strings.Contains(out, `"was_current": false`) {
		t.Errorf("delete --json: %s", out)
	}
	if out := kfrtest.MustRun(t, db, "match", "list"); !strings.HasPrefix(out, "no matches yet") {
		t.Errorf("list after deleting both: %q", out)
	}
}

// history stores decided matches between the fixture decks: Red Hollow
// Warband (as Player1, Alice) plays with chains[i] and wins when wins[i].
func history(t *testing.T, db string, chains []int, wins []bool) {
	t.Helper()
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for i := range chains {
		h := record.Header{Date: "2026-09-0" + string(rune('1'+i)), Players: [2]string{"Alice", "Bob"},
			Decks: [2]string{"red hollow", "kfr-keepers-of-the-quiet-library"}, First: 0,
			Chains: [2]int{chains[i], 0}, Result: record.Result{Winner: 1, Reason: "concede"}}
		if wins[i] {
			h.Result.Winner = 0
		}
		_, err := st.CreateMatch(&record.Match{Header: h}, store.MatchOptions{
			DeckIDs: [2]string{"kfr-red-hollow-warband", "kfr-keepers-of-the-quiet-library"}})
		if err != nil {
			t.Fatal(err)
		}
	}
}

// The proposal follows the rulebook: the first winner starts at 4 chains,
// three straight wins of the chained deck add one, three losses remove one.
func TestChainsProposal(t *testing.T) {
	cases := []struct {
		name   string
		chains []int
		wins   []bool
		want   string
	}{
		{"no history", nil, nil, "chains proposed: none (no decided game between Keepers of the Quiet Library and Red Hollow Warband"},
		{"first game", []int{0}, []bool{true}, "chains proposed: Red Hollow Warband 4 (first game: Red Hollow Warband won and is taken as the stronger deck, starting at 4 chains; 1 counted game)"},
		{"two wins", []int{0, 4, 4}, []bool{true, true, true}, "chains proposed: Red Hollow Warband 4 (Red Hollow Warband won: 2 in a row, chains stay 4; 3 counted games)"},
		{"three wins", []int{0, 4, 4, 4}, []bool{true, true, true, true}, "chains proposed: Red Hollow Warband 5 (Red Hollow Warband won 3 in a row: chains up to 5; 4 counted games)"},
		{"three losses", []int{0, 4, 4, 4}, []bool{true, false, false, false}, "chains proposed: Red Hollow Warband 3 (Red Hollow Warband lost 3 in a row: chains down to 3; 4 counted games)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db, _ := fixtureDB(t)
			history(t, db, c.chains, c.wins)
			// The Warband is Player2 here: the proposal names --chains2.
			out := kfrtest.MustRun(t, db, "match", "new", "--p1", "Chen", "--deck1", "keepers", "--p2", "Dana", "--deck2", "red", "--first", "Chen")
			if !strings.Contains(out, c.want) {
				t.Fatalf("new:\n%s\nwant %q", out, c.want)
			}
			id := lastLine(out)
			show := kfrtest.MustRun(t, db, "match", "show", id)
			if !strings.Contains(show, "[Chains1 \"0\"]\n[Chains2 \"0\"]\n") {
				t.Errorf("a proposal was recorded without --accept-chains:\n%s", show)
			}
			if len(c.chains) == 0 {
				return
			}
			if !strings.Contains(out, "not recorded: play with them with --chains2 ") {
				t.Errorf("no hint to record the proposal:\n%s", out)
			}
			out = kfrtest.MustRun(t, db, "--json", "match", "new", "--p1", "Chen", "--deck1", "keepers", "--p2", "Dana", "--deck2", "red",
				"--first", "Chen", "--accept-chains")
			var made struct {
				Chains   [2]int `json:"chains"`
				Proposal struct {
					Deck     string `json:"deck"`
					Player   string `json:"player"`
					Chains   int    `json:"chains"`
					Recorded bool   `json:"recorded"`
				} `json:"chains_proposed"`
			}
			if err := json.Unmarshal([]byte(out), &made); err != nil {
				t.Fatal(err)
			}
			p := made.Proposal
			if p.Deck != fixtures.RedHollowWarband || p.Player != "Dana" || !p.Recorded || made.Chains != [2]int{0, p.Chains} {
				t.Errorf("--accept-chains: %+v", made)
			}
		})
	}
}

func TestCompletion(t *testing.T) {
	db, dir := fixtureDB(t)
	importAll(t, db, dir)
	cases := []struct {
		name string
		args []string
		want []string
		not  []string
	}{
		{"show ids", []string{"__complete", "match", "show", ""}, []string{"5\tBob vs Chen 2026-10-30", "1\tAlice vs Bob 2026-10-02"}, nil},
		{"export prefix", []string{"__complete", "match", "export", "3"}, []string{"3\tAlice vs Chen"}, []string{"1\t"}},
		{"delete", []string{"__complete", "match", "delete", ""}, []string{"2\tChen vs Bob"}, nil},
		{"use second arg", []string{"__complete", "match", "use", "1", ""}, nil, []string{"1\t", "2\t"}},
		{"deck flag", []string{"__complete", "match", "new", "--deck1", "Red"}, []string{"Red Hollow Warband"}, []string{"Keepers"}},
		{"player flag", []string{"__complete", "match", "new", "--p1", ""}, []string{"Chen", "Bob", "Alice"}, nil},
		{"first flag", []string{"__complete", "match", "new", "--p1", "Ann", "--p2", "Ben", "--first", ""}, []string{"Ann", "Ben"}, []string{"Alice"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := kfrtest.MustRun(t, db, c.args...)
			for _, w := range c.want {
				if !strings.Contains(out, w) {
					t.Errorf("completion lacks %q:\n%s", w, out)
				}
			}
			for _, w := range c.not {
				if strings.Contains(out, w) {
					t.Errorf("completion offers %q:\n%s", w, out)
				}
			}
		})
	}
}

// A match recorded with engine.NoPlayer first and no result lists with "-".
func TestListUndecided(t *testing.T) {
	db, _ := fixtureDB(t)
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	h := record.Header{Players: [2]string{"Ann Lee", "Bo"}, Decks: [2]string{"Lost deck", "Other"}, First: engine.NoPlayer,
		Result: record.Result{Winner: engine.NoPlayer}}
	if _, err := st.CreateMatch(&record.Match{Header: h}, store.MatchOptions{Source: store.SourceRandom}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	out := kfrtest.MustRun(t, db, "match", "list")
	if !strings.Contains(out, "1   -     Ann Lee vs Bo  Lost deck vs Other  -       0        random") {
		t.Errorf("list:\n%s", out)
	}
	out = kfrtest.MustRun(t, db, "--json", "match", "list")
	if !strings.Contains(out, `"first": null`) || !strings.Contains(out, `"winner": null`) {
		t.Errorf("list --json:\n%s", out)
	}
}
