package root

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/fixtures"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// kfr runs the CLI in-process against db and returns stdout, stderr and
// the exit code.
func kfr(t *testing.T, db string, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Main(append([]string{"--db", db}, args...), &out, &errOut)
	return out.String(), errOut.String(), code
}

// mustKfr is kfr that fails the test on a non-zero exit.
func mustKfr(t *testing.T, db string, args ...string) string {
	t.Helper()
	out, errOut, code := kfr(t, db, args...)
	if code != 0 {
		t.Fatalf("kfr %s: exit %d: %s", strings.Join(args, " "), code, errOut)
	}
	return out
}

// fixtureDB is a fresh database with the fixture cards and decks imported
// through the CLI, as a user would.
func fixtureDB(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.CopyFS(dir, fixtures.FS()); err != nil {
		t.Fatal(err)
	}
	cards, _ := fs.Glob(os.DirFS(dir), "cards/*.txt")
	decks, _ := fs.Glob(os.DirFS(dir), "decks/*.txt")
	db := filepath.Join(dir, "kfr.db")
	mustKfr(t, db, append([]string{"cards", "import"}, prefix(dir, cards)...)...)
	mustKfr(t, db, append([]string{"deck", "import"}, prefix(dir, decks)...)...)
	return db
}

func prefix(dir string, names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = filepath.Join(dir, n)
	}
	return out
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
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

func TestGolden(t *testing.T) {
	db := fixtureDB(t)
	cases := []struct {
		name string
		args []string
	}{
		{"cards-show-troll", []string{"cards", "show", "troll"}},
		{"cards-show-quixo", []string{"cards", "show", "quixo", "the", "adventurer"}},
		{"cards-show-quixo-json", []string{"--json", "cards", "show", "Quixo"}},
		{"cards-search-sanctum-knights", []string{"cards", "search", "--house", "Sanctum", "--trait", "knight"}},
		{"deck-show-red-hollow", []string{"deck", "show", "red hollow warband"}},
		{"deck-show-keepers", []string{"deck", "show", "keepers"}},
		{"deck-show-keepers-json", []string{"deck", "show", "--json", "kfr-keepers-of-the-quiet-library"}},
		{"deck-list", []string{"deck", "list"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			golden(t, c.name, mustKfr(t, db, c.args...))
		})
	}
}

func TestForgivingNames(t *testing.T) {
	db := fixtureDB(t)
	cases := []struct {
		query  string
		wantID string // "" when the lookup must fail
		errHas string
	}{
		{"TROLL", "troll", ""},
		{"bad   penny", "bad-penny", ""},
		{"Quixo the “Adventurer”", "quixo-the-adventurer", ""},
		{`Quixo the "Adventurer"`, "quixo-the-adventurer", ""},
		{"quixo the adventurer", "quixo-the-adventurer", ""},
		{"champion anaph", "champion-anaphiel", ""},
		{"gauntlet-of-command", "gauntlet-of-command", ""},
		{"Bad Peny", "", `did you mean "Bad Penny"`},
		{"Champion", "", `ambiguous card "Champion": did you mean "Champion Anaphiel" or "Champion Tabris"`},
		{"zzzzzz", "", `unknown card "zzzzzz"`},
	}
	for _, c := range cases {
		t.Run(c.query, func(t *testing.T) {
			out, errOut, code := kfr(t, db, "--json", "cards", "show", c.query)
			if c.wantID == "" {
				if code == 0 || !strings.Contains(errOut, c.errHas) {
					t.Errorf("exit %d, stderr %q; want non-zero and %q", code, errOut, c.errHas)
				}
				return
			}
			var card struct{ ID string }
			if code != 0 || json.Unmarshal([]byte(out), &card) != nil || card.ID != c.wantID {
				t.Errorf("exit %d, id %q (%s), want %s", code, card.ID, errOut, c.wantID)
			}
		})
	}
	for _, q := range []string{"red hollow", "KEEPERS OF THE", "kfr-red", "Red Hollow Warband"} {
		if _, errOut, code := kfr(t, db, "deck", "show", q); code != 0 {
			t.Errorf("deck show %q: %s", q, errOut)
		}
	}
	if _, errOut, code := kfr(t, db, "deck", "show", "Red Hollow Warbend"); code == 0 || !strings.Contains(errOut, `did you mean "Red Hollow Warband"`) {
		t.Errorf("misspelt deck: exit %d, %q", code, errOut)
	}
}

func TestCompletion(t *testing.T) {
	db := fixtureDB(t)
	out := mustKfr(t, db, "__complete", "cards", "show", "bad")
	if !strings.Contains(out, "Bad Penny") {
		t.Errorf("completion of 'bad': %q", out)
	}
	out = mustKfr(t, db, "__complete", "cards", "show", "champion", "t")
	if !strings.Contains(out, "Tabris") || strings.Contains(out, "Champion Tabris") {
		t.Errorf("completion of the second word: %q", out)
	}
	out = mustKfr(t, db, "__complete", "deck", "show", "Red")
	if !strings.Contains(out, "Red Hollow Warband") {
		t.Errorf("deck completion: %q", out)
	}
	for _, shell := range []string{"bash", "zsh", "fish"} {
		if out := mustKfr(t, db, "completion", shell); !strings.Contains(out, "kfr") {
			t.Errorf("completion %s: no script", shell)
		}
	}
}

func TestBadInput(t *testing.T) {
	db := fixtureDB(t)
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(data), 0o644)
		return p
	}
	notKfr := write("notes.txt", "1 Troll\n")
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"malformed pack", []string{"cards", "import", write("p.json", "{\"cards\": [\n  {\"id\": \"x\",,}\n]}")}, "p.json:2:14"},
		{"pack with a bad card", []string{"cards", "import", write("q.json",
			`{"cards": [{"id": "new-one", "name": "New One", "type": "creature", "house": "dis"}, {"id": "bad", "name": "Bad", "power": "lots"}]}`)},
			`card 2 ("bad"): power: expected a number`},
		{"malformed deck", []string{"deck", "import", write("d.json", "[{\n\"name\": }]")}, "d.json:2:9"},
		{"unknown card in list", []string{"deck", "import", write("d.txt", "Brobnar\n1 Trol1\n")}, "d.txt:2:3"},
		{"not a kfr database", []string{"--db", notKfr, "deck", "list"}, "not a kfr database"},
		{"missing file", []string{"deck", "import", filepath.Join(dir, "nope.json")}, "no such file"},
		{"unknown house", []string{"cards", "search", "--house", "pirates"}, `unknown house "pirates"`},
		{"unknown set", []string{"cards", "search", "--set", "XYZ"}, `unknown set "XYZ"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, errOut, code := kfr(t, db, c.args...)
			if code == 0 || !strings.Contains(errOut, c.want) {
				t.Errorf("exit %d, stderr %q; want non-zero and %q", code, errOut, c.want)
			}
		})
	}
	if data, _ := os.ReadFile(notKfr); string(data) != "1 Troll\n" {
		t.Error("the non-kfr file was changed")
	}
	// Nothing of a failed file is imported.
	if _, _, code := kfr(t, db, "cards", "show", "new-one"); code == 0 {
		t.Error("a card of a failed pack was imported")
	}
	out := mustKfr(t, db, "deck", "list")
	if !strings.HasSuffix(out, "2 decks\n") {
		t.Errorf("deck list after failures: %q", out)
	}
}

func TestDefaultDatabasePath(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv("KFR_DB", "")
	var out, errOut bytes.Buffer
	if code := Main([]string{"deck", "list"}, &out, &errOut); code != 0 {
		t.Fatal(errOut.String())
	}
	if _, err := os.Stat(filepath.Join(data, "kfr", "kfr.db")); err != nil {
		t.Errorf("default database not created: %v", err)
	}
	env := filepath.Join(t.TempDir(), "env.db")
	t.Setenv("KFR_DB", env)
	if code := Main([]string{"deck", "list"}, &out, &errOut); code != 0 {
		t.Fatal(errOut.String())
	}
	if _, err := os.Stat(env); err != nil {
		t.Errorf("KFR_DB not used: %v", err)
	}
}

// The real card database and decks beside the repository, through the CLI.
func TestRealData(t *testing.T) {
	packs, _ := filepath.Glob("../../../../shared/data/keyteki-packs/*.json")
	mv, _ := filepath.Glob("../../../../shared/data/decks/mastervault/*.json")
	if len(packs) == 0 || len(mv) == 0 {
		t.Skip("no ../shared/data beside the repository")
	}
	db := filepath.Join(t.TempDir(), "kfr.db")
	mustKfr(t, db, append([]string{"cards", "import"}, packs...)...)
	mustKfr(t, db, append(append([]string{"deck", "import"}, mv...), "../../../../shared/data/decks/keyteki-standalone-decks.json")...)
	var all []json.RawMessage
	if err := json.Unmarshal([]byte(mustKfr(t, db, "--json", "cards", "search")), &all); err != nil || len(all) != 2556 {
		t.Errorf("%d cards (%v), want 2556", len(all), err)
	}
	var decks []struct {
		Name  string `json:"name"`
		Count int    `json:"card_count"`
	}
	json.Unmarshal([]byte(mustKfr(t, db, "--json", "deck", "list")), &decks)
	if len(decks) != 14 {
		t.Errorf("%d decks, want 14", len(decks))
	}
	for _, d := range decks {
		if d.Count != 36 {
			t.Errorf("%s: %d cards", d.Name, d.Count)
		}
	}
	// Master Vault and keyteki name the same 14 decks: one row each.
	wu := mustKfr(t, db, "deck", "show", "wu the naturalist")
	if !strings.Contains(wu, "1  Deusillus (gigantic, top half)") || !strings.Contains(wu, "1  Deusillus (gigantic, bottom half)") {
		t.Errorf("gigantic halves in deck show:\n%s", wu)
	}
	// keyteki's file marks mavericks (it was imported last).
	if m := mustKfr(t, db, "deck", "show", "mehitable"); !strings.Contains(m, "Champion Anaphiel (maverick)") {
		t.Errorf("maverick not shown:\n%s", m)
	}
	out := mustKfr(t, db, "cards", "search", "--set", "CotA", "--house", "brobnar", "--type", "creature", "--trait", "giant", "--text", "reap")
	if !strings.Contains(out, "Troll") {
		t.Errorf("search: %s", out)
	}
}

func TestVersion(t *testing.T) {
	db := filepath.Join(t.TempDir(), "kfr.db")
	var v struct {
		Version string `json:"version"`
		Schema  int    `json:"schema"`
	}
	if err := json.Unmarshal([]byte(mustKfr(t, db, "--json", "version")), &v); err != nil || v.Version == "" || v.Schema < 1 {
		t.Errorf("version %+v %v", v, err)
	}
	if out := mustKfr(t, db, "version"); !strings.HasPrefix(out, "kfr ") {
		t.Errorf("version text %q", out)
	}
}

// Each noun's names are its command's name and aliases, so that the tree
// built for a called noun has the command the whole tree would run.
func TestNounNames(t *testing.T) {
	for _, n := range nouns {
		cmd := n.new(&cmdutil.Factory{})
		want := append([]string{cmd.Name()}, cmd.Aliases...)
		if !slices.Equal(n.names, want) {
			t.Errorf("noun %v: its command answers to %v", n.names, want)
		}
	}
}

func TestCalledNoun(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{nil, ""},
		{[]string{"log", "end"}, "log"},
		{[]string{"--db", "x.db", "log", "end"}, "log"},
		{[]string{"--db", "log", "undo"}, "undo"}, // a file named log
		{[]string{"--db=x.db", "--json", "decks", "list"}, "decks"},
		{[]string{"-h"}, ""},
		{[]string{"help", "log"}, ""},
		{[]string{"completion", "bash"}, ""},
		{[]string{"__complete", "log", ""}, ""},
		{[]string{"lgo", "end"}, ""},
		{[]string{"--", "log"}, ""},
	}
	for _, c := range cases {
		if got := calledNoun(c.args); got != c.want {
			t.Errorf("calledNoun(%q) = %q, want %q", c.args, got, c.want)
		}
	}
}

// The tree built for the called noun answers as the whole tree does: its
// help (with the global flags), an alias, an unknown subcommand.
func TestCalledNounTreeAnswersAsTheWhole(t *testing.T) {
	db := filepath.Join(t.TempDir(), "kfr.db")
	run := func(tree *cobra.Command, out *bytes.Buffer, args []string) error {
		tree.SetOut(out)
		tree.SetErr(out)
		tree.SetArgs(args)
		return tree.Execute()
	}
	for _, args := range [][]string{
		{"--db", db, "log", "--help"},
		{"--db", db, "decks", "--help"},
		{"--db", db, "match", "nosuch"},
		{"--db", db, "version"},
	} {
		var one, all bytes.Buffer
		errOne := run(newTree(&cmdutil.Factory{Out: &one, ErrOut: &one}, calledNoun(args)), &one, args)
		errAll := run(New(&cmdutil.Factory{Out: &all, ErrOut: &all}), &all, args)
		if one.String() != all.String() || fmt.Sprint(errOne) != fmt.Sprint(errAll) {
			t.Errorf("kfr %s: one noun's tree gave\n%s(%v)\nthe whole tree\n%s(%v)", strings.Join(args, " "), &one, errOne, &all, errAll)
		}
		if one.Len() == 0 && errOne == nil {
			t.Errorf("kfr %s: no output", strings.Join(args, " "))
		}
	}
	if got := newTree(&cmdutil.Factory{}, "log").Commands(); len(got) != 1 || got[0].Name() != "log" {
		t.Errorf("the tree for kfr log has %d commands, want log alone", len(got))
	}
}
