package logcmd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/record"
)

// TestLogStandardInput: what an editor or a careless pipe gives kfr log on
// standard input: a byte-order mark and CRLF are read as meant; a line too
// long or too many lines are refused naming the line, with a short error,
// and nothing is logged.
func TestLogStandardInput(t *testing.T) {
	cases := []struct {
		name     string
		stdin    string
		wantCode int
		wantErr  string
		logged   []string
	}{
		{"byte-order mark and CRLF", "\ufeffhouse brobnar\r\nplay Troll\r\n", 0, "", []string{"house brobnar", "play Troll"}},
		{"a line over 1 MB", "house brobnar\n" + strings.Repeat("x", 1<<20+10) + "\nend\n", 2, "<stdin>:2:1: line longer than a line can be (64 KB)", nil},
		{"a token of 60 KB", "house brobnar\nplay " + strings.Repeat("y", 60<<10) + "\n", 2, `2:6: unknown card "yyy`, nil},
		{"more lines than a match has actions", strings.Repeat("end\n", record.MaxActions+1), 2, "more than 10000 actions", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db, id := testDB(t)
			_, errOut, code := kfrtest.Run(t, db, c.stdin, "log", "-")
			if code != c.wantCode || !strings.Contains(errOut, c.wantErr) {
				t.Fatalf("exit %d, want %d with %q:\n%.2000s", code, c.wantCode, c.wantErr, errOut)
			}
			if len(errOut) > 4096 {
				t.Errorf("%d bytes of errors for one bad line", len(errOut))
			}
			if got := stored(t, db, id); !slices.Equal(got, c.logged) {
				t.Errorf("logged %q, want %q", got, c.logged)
			}
		})
	}
}
