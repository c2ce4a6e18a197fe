package recordcmd_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
)

// TestRecordStandardInput: kfr record fed a file: a byte-order mark and
// CRLF are read as meant; a line too long stops the session with an
// error naming the line, the actions before it recorded.
func TestRecordStandardInput(t *testing.T) {
	cases := []struct {
		name     string
		input    string
		wantCode int
		wantErr  string
		stored   []string
	}{
		{"byte-order mark and CRLF", "\ufeffhouse brobnar\r\nplay Troll\r\n", 0, "", []string{"house brobnar", "play Troll"}},
		{"a line over 1 MB", "house brobnar\n" + strings.Repeat("x", 1<<20+1) + "\nend\n", 1, "standard input, line 2: longer than a line can be", []string{"house brobnar"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db, id := testDB(t)
			_, errOut, code := kfrtest.Run(t, db, c.input, "record")
			if code != c.wantCode || !strings.Contains(errOut, c.wantErr) {
				t.Fatalf("exit %d, want %d with %q:\n%.1000s", code, c.wantCode, c.wantErr, errOut)
			}
			if got := stored(t, db, id); !slices.Equal(got, c.stored) {
				t.Errorf("recorded %q, want %q", got, c.stored)
			}
		})
	}
}
