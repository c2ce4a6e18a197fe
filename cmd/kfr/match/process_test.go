package match_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/store"
)

func TestMain(m *testing.M) { kfrtest.Main(m) }

// TestCarelessCallsThroughBinary runs the kfr binary as a careless
// script would: the exit status the shell sees, and that the database and
// the user's file are untouched.
func TestCarelessCallsThroughBinary(t *testing.T) {
	bin := kfrtest.Binary(t)
	cases := []struct {
		name     string
		args     []string // "{db}" is the database's path, "{notes}" a file of the user's
		env      []string
		wantCode int
		wantErr  string
		stdoutJS bool // standard output is a JSON error
	}{
		{"export over the database", []string{"--db", "{db}", "match", "export", "1", "-o", "{db}"}, nil, 1, "is the open kfr database", false},
		{"export over $KFR_DB", []string{"match", "export", "1", "-o", "{db}"}, []string{"KFR_DB={db}"}, 1, "is the open kfr database", false},
		{"export over the -wal", []string{"--db", "{db}", "match", "export", "1", "-o", "{db}-wal", "--force"}, nil, 1, "is the open kfr database", false},
		{"export over the user's notes", []string{"--db", "{db}", "match", "export", "1", "-o", "{notes}"}, nil, 1, "add --force", false},
		{"--db given empty", []string{"--db", "", "match", "export", "1", "-o", "{notes}", "--force"}, nil, 2, "--db is empty", false},
		{"an unknown flag", []string{"--db", "{db}", "replay", "1", "--bogus"}, nil, 2, "unknown flag: --bogus", false},
		{"audit without --turn", []string{"--db", "{db}", "audit", "1"}, nil, 2, `required flag(s) "turn" not set`, false},
		{"audit --json without --turn", []string{"--db", "{db}", "audit", "1", "--json"}, nil, 2, `required flag(s) "turn" not set`, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db, dir := fixtureDB(t)
			kfrtest.MustRun(t, db, "match", "import", filepath.Join(dir, fixtures.Matches()[0].Name))
			notes := filepath.Join(dir, "notes.txt")
			os.WriteFile(notes, []byte("my notes\n"), 0o644)
			dbBefore, _ := os.ReadFile(db)
			subst := strings.NewReplacer("{notes}", notes, "{db}", db)
			args := make([]string, len(c.args))
			for i, a := range c.args {
				args[i] = subst.Replace(a)
			}
			cmd := exec.Command(bin, args...)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "KFR_DB=", "HOME="+dir, "XDG_DATA_HOME="+dir)
			for _, e := range c.env {
				cmd.Env = append(cmd.Env, subst.Replace(e))
			}
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			cmd.Run()
			if code := cmd.ProcessState.ExitCode(); code != c.wantCode || !strings.Contains(errOut.String(), c.wantErr) {
				t.Errorf("exit %d, want %d with %q:\n%s", code, c.wantCode, c.wantErr, errOut.String())
			}
			if c.stdoutJS {
				var e struct {
					Error      string `json:"error"`
					ExitStatus int    `json:"exit_status"`
				}
				if err := json.Unmarshal(out.Bytes(), &e); err != nil || e.ExitStatus != c.wantCode || !strings.Contains(e.Error, c.wantErr) {
					t.Errorf("standard output %q is not the JSON error (%v)", out.String(), err)
				}
			}
			if b, _ := os.ReadFile(notes); string(b) != "my notes\n" {
				t.Errorf("the user's notes became %q", b)
			}
			if b, _ := os.ReadFile(db); !bytes.Equal(b, dbBefore) {
				t.Errorf("the database file changed")
			}
			st, err := store.Open(db)
			if err != nil {
				t.Fatalf("the database no longer opens: %v", err)
			}
			defer st.Close()
			if _, err := st.Match("1"); err != nil {
				t.Errorf("match 1 no longer reads: %v", err)
			}
		})
	}
}
