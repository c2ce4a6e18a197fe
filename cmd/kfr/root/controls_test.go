package root

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/kfr-dev/kfr/fixtures"
)

// hostile is a player name that would clear the terminal, retitle it and
// move the cursor (ESC, BEL, C1 CSI), were it printed raw.
const hostile = "Eve\x1b[2J\x1b]0;pwned\x07\u009b1A"

// TestControlCharactersEscaped: a name holding control characters (given
// to match new here; a TCO log or a deck file gives them the same way)
// reaches no command's output raw, and --json still decodes to the name.
func TestControlCharactersEscaped(t *testing.T) {
	db := fixtureDB(t)
	mustKfr(t, db, "match", "new", "--p1", hostile, "--deck1", fixtures.RedHollowWarband,
		"--p2", "Bob", "--deck2", fixtures.KeepersOfTheQuietLibrary, "--first", hostile)
	cases := []struct {
		args      []string
		showsName bool // the output names the player
	}{
		{[]string{"match", "list"}, true},
		{[]string{"match", "show"}, true},
		{[]string{"log", "house brobnar"}, true},
		{[]string{"replay"}, true},
		{[]string{"audit", "--turn", "1"}, true},
		{[]string{"state", "--at", "1.1"}, true},
		{[]string{"undo"}, false},
		{[]string{"match", "delete", "99"}, false}, // an error, on standard error
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			out, errOut, _ := kfr(t, db, c.args...)
			for _, s := range []string{out, errOut} {
				if i := strings.IndexFunc(s, isRawControl); i >= 0 {
					t.Errorf("raw control %q in the output:\n%q", s[i:i+1], s)
				}
			}
			if c.showsName && !strings.Contains(out+errOut, `Eve\u001b[2J`) {
				t.Errorf("the name is not shown escaped:\n%s%s", out, errOut)
			}
		})
	}
	t.Run("a deck file's name", func(t *testing.T) {
		src, err := os.ReadFile(filepath.Join("..", "..", "..", "fixtures", "decks", "keepers-of-the-quiet-library.txt"))
		if err != nil {
			t.Fatal(err)
		}
		evil := strings.NewReplacer("Deck: "+fixtures.KeepersOfTheQuietLibrary, "Deck: Evil\x1b]0;pwned\x07",
			"ID: kfr-keepers-of-the-quiet-library", "ID: kfr-evil").Replace(string(src))
		file := filepath.Join(t.TempDir(), "evil.txt")
		os.WriteFile(file, []byte(evil), 0o644)
		for _, args := range [][]string{{"deck", "import", file}, {"deck", "list"}, {"deck", "show", "kfr-evil"}} {
			out, errOut, code := kfr(t, db, args...)
			if code != 0 || strings.IndexFunc(out+errOut, isRawControl) >= 0 || !strings.Contains(out, `Evil\u001b]0;pwned\u0007`) {
				t.Errorf("kfr %s: exit %d, output not escaped:\n%q", strings.Join(args, " "), code, out+errOut)
			}
		}
	})
	t.Run("--json keeps the name", func(t *testing.T) {
		out := mustKfr(t, db, "match", "list", "--json")
		if strings.IndexFunc(out, isRawControl) >= 0 {
			t.Fatalf("raw control in JSON: %q", out)
		}
		var list []struct{ Players []string }
		if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) != 1 || list[0].Players[0] != hostile {
			t.Errorf("JSON decodes to %+v (%v), want the name as stored", list, err)
		}
	})
	t.Run("export -o keeps the name byte for byte", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "m.kfr")
		mustKfr(t, db, "match", "export", "-o", path)
		b, _ := os.ReadFile(path)
		if !strings.Contains(string(b), hostile) {
			t.Errorf("the exported file lost the name:\n%q", b)
		}
	})
}

func isRawControl(r rune) bool {
	return r != '\n' && r != '\t' && (unicode.IsControl(r))
}
