package importcmd_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/cmd/kfr/importcmd"
	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
)

func shared(t *testing.T) string {
	t.Helper()
	dir := filepath.Join("..", "..", "..", "..", "shared", "data")
	if _, err := os.Stat(filepath.Join(dir, "tco-logs")); err != nil {
		t.Skipf("shared data absent: %v", err)
	}
	return dir
}

type jsonOut struct {
	Logs []struct {
		File        string `json:"file"`
		Match       string `json:"match"`
		Duplicate   bool   `json:"duplicate"`
		Lines       int    `json:"lines"`
		Understood  int    `json:"understood"`
		Checkpoints int    `json:"checkpoints"`
		Agreeing    int    `json:"agreeing"`
	} `json:"logs"`
	Totals struct {
		Logs, Imported, Duplicates int
	} `json:"totals"`
}

func TestImportTCO(t *testing.T) {
	dir := shared(t)
	db := filepath.Join(t.TempDir(), "kfr.db")
	packs, _ := filepath.Glob(filepath.Join(dir, "keyteki-packs", "*.json"))
	if _, e, code := kfrtest.Run(t, "", "", append([]string{"--db", db, "cards", "import"}, packs...)...); code != 0 {
		t.Fatalf("cards import: %s", e)
	}
	logs, _ := filepath.Glob(filepath.Join(dir, "tco-logs", "*.txt"))
	sort.Strings(logs)

	out, e, code := kfrtest.Run(t, "", "", append([]string{"--db", db, "--json", "import", "tco"}, logs...)...)
	if code != 0 {
		t.Fatalf("import: exit %d: %s", code, e)
	}
	var got jsonOut
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("--json: %v\n%s", err, out)
	}
	if len(got.Logs) != len(logs) || got.Totals.Imported != len(logs) || got.Totals.Duplicates != 0 {
		t.Fatalf("%d logs reported, totals %+v", len(got.Logs), got.Totals)
	}
	for i, l := range got.Logs {
		if l.File != logs[i] || l.Match == "" || l.Duplicate || l.Lines == 0 || l.Understood > l.Lines ||
			l.Checkpoints == 0 || l.Agreeing > l.Checkpoints {
			t.Errorf("log %d: %+v", i, l)
		}
	}

	t.Run("stdin and dedupe", func(t *testing.T) {
		src, _ := os.ReadFile(logs[0])
		var out, errOut bytes.Buffer
		f := &cmdutil.Factory{Out: &out, ErrOut: &errOut, DBFlag: db}
		defer f.Close()
		cmd := importcmd.New(f)
		cmd.SetArgs([]string{"tco", "-"})
		cmd.SetIn(bytes.NewReader(src))
		cmd.SetOut(&out)
		if err := cmd.Execute(); err != nil {
			t.Fatal(err)
		}
		want := "already imported as match " + got.Logs[0].Match
		if !strings.Contains(out.String(), want) || !strings.Contains(out.String(), "<stdin>") {
			t.Errorf("output %q lacks %q", out.String(), want)
		}
	})

	t.Run("a missing file does not stop the others", func(t *testing.T) {
		out, e, code := kfrtest.Run(t, "", "", "--db", db, "import", "tco", "no-such.txt", logs[1])
		if code != 1 || !strings.Contains(e, "no-such.txt: no such file") || !strings.Contains(e, "1 of 2 logs not imported") {
			t.Errorf("exit %d, stderr %q", code, e)
		}
		if !strings.Contains(out, "already imported as match "+got.Logs[1].Match) {
			t.Errorf("stdout %q", out)
		}
	})

	t.Run("not a log", func(t *testing.T) {
		bad := filepath.Join(t.TempDir(), "bad.txt")
		os.WriteFile(bad, []byte("hello\nworld\n"), 0o644)
		_, e, code := kfrtest.Run(t, "", "", "--db", db, "import", "tco", bad)
		if code != 1 || !strings.Contains(e, "not a TCO log") {
			t.Errorf("exit %d, stderr %q", code, e)
		}
	})

	t.Run("replay a stored match by id", func(t *testing.T) {
		id := got.Logs[7].Match
		out, e, code := kfrtest.Run(t, "", "", "--db", db, "--json", "replay", id)
		if code == 2 || out == "" {
			t.Fatalf("replay %s: exit %d, %s", id, code, e)
		}
		var r struct {
			Match struct {
				ID string `json:"id"`
			} `json:"match"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		_, e, code = kfrtest.Run(t, "", "", "--db", db, "replay", "9999")
		if code != 2 || !strings.Contains(e, "no match 9999") {
			t.Errorf("unknown id: exit %d, %q", code, e)
		}
	})
}

// TestImportJobs imports the same logs (a duplicate and two that fail
// among them) with --jobs 1 and --jobs 4 into copies of one store: the
// same output, errors and exit code, as text and as JSON.
func TestImportJobs(t *testing.T) {
	dir := shared(t)
	packed := filepath.Join(t.TempDir(), "packs.db")
	packs, _ := filepath.Glob(filepath.Join(dir, "keyteki-packs", "*.json"))
	if _, e, code := kfrtest.Run(t, "", "", append([]string{"--db", packed, "cards", "import"}, packs...)...); code != 0 {
		t.Fatalf("cards import: %s", e)
	}
	data, err := os.ReadFile(packed)
	if err != nil {
		t.Fatal(err)
	}
	logs, _ := filepath.Glob(filepath.Join(dir, "tco-logs", "*.txt"))
	sort.Strings(logs)
	bad := filepath.Join(t.TempDir(), "bad.txt")
	os.WriteFile(bad, []byte("hello\nworld\n"), 0o644)
	batch := append([]string{logs[3], bad}, logs[4:9]...)
	batch = append(batch, logs[3], "no-such.txt", logs[7])
	for _, asJSON := range []bool{false, true} {
		var outs [2]string
		for k, jobs := range []string{"1", "4"} {
			db := filepath.Join(t.TempDir(), "kfr.db")
			if err := os.WriteFile(db, data, 0o600); err != nil {
				t.Fatal(err)
			}
			args := []string{"--db", db, "import", "tco", "--jobs", jobs}
			if asJSON {
				args = append(args, "--json")
			}
			out, e, code := kfrtest.Run(t, "", "", append(args, batch...)...)
			if code != 1 || !strings.Contains(e, "2 of 10 logs not imported") {
				t.Errorf("--jobs %s: exit %d, stderr %q", jobs, code, e)
			}
			outs[k] = out + e
		}
		if outs[0] != outs[1] {
			t.Errorf("--json %v: --jobs 1 printed\n%s\n--jobs 4\n%s", asJSON, outs[0], outs[1])
		}
	}
	if _, e, code := kfrtest.Run(t, "", "", "--db", packed, "import", "tco", "--jobs", "0", logs[0]); code == 0 || !strings.Contains(e, "--jobs 0") {
		t.Errorf("--jobs 0: exit %d, stderr %q", code, e)
	}
}
