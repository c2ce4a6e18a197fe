package notation

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/record"
)

// TestByteOrderMarkAndCRLF: a file saved by an editor that writes a UTF-8
// byte-order mark and CRLF line ends (testdata/editors/bom-crlf.kfr) reads as the
// same file without them, in the file and one action at a time.
func TestByteOrderMarkAndCRLF(t *testing.T) {
	r := testCards()
	src, err := os.ReadFile("testdata/editors/bom-crlf.kfr")
	if err != nil {
		t.Fatal(err)
	}
	plain := strings.ReplaceAll(strings.TrimPrefix(string(src), "\ufeff"), "\r\n", "\n")
	cases := []struct{ name, src string }{
		{"byte-order mark and CRLF", string(src)},
		{"byte-order mark only", "\ufeff" + plain},
		{"CRLF only", strings.TrimPrefix(string(src), "\ufeff")},
	}
	want, err := Parse("plain.kfr", []byte(plain), r)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Parse("f.kfr", []byte(c.src), r)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("parsed\n%+v\nwant\n%+v", got, want)
			}
		})
	}
	t.Run("one action", func(t *testing.T) {
		e, err := ParseAction("\ufeffhouse brobnar", &want.Header, r)
		if err != nil || e.Text != "house brobnar" {
			t.Errorf("ParseAction with a byte-order mark: %q, %v", e.Text, err)
		}
	})
}

// TestLimits: input past a bound is refused with an error that names the
// line and the bound, and is itself short.
func TestLimits(t *testing.T) {
	r := testCards()
	long := strings.Repeat("x", MaxLineBytes+1)
	cases := []struct {
		name       string
		src        string
		line       int
		msg        string
		maxEntries int
	}{
		{"a file too large", header + strings.Repeat("# "+strings.Repeat("c", 1000)+"\n", MaxFileBytes/1000+1), 1, "more than a match file can be (4.0 MB)", 0},
		{"a line too long", header + "house brobnar\n" + long + "\nend\n", 4, "line of 64 KB, longer than a line can be (64 KB)", 2},
		{"too many actions", header + strings.Repeat("end\n", record.MaxActions+5), 3 + record.MaxActions, "more than 10000 actions", record.MaxActions},
		{"mostly garbage", header + strings.Repeat("zzz\n", 5000), 3 + MaxErrors, "100 errors; stopped reading here", 0},
		{"a huge unknown card", header + "play " + strings.Repeat("y", MaxLineBytes-10) + "\n", 3, `unknown card "yyy`, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, err := Parse("big.kfr", []byte(c.src), r)
			var list ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("Parse: %v, want an ErrorList", err)
			}
			if len(list) > MaxErrors+1 {
				t.Errorf("%d errors, want at most %d", len(list), MaxErrors+1)
			}
			var found *Error
			for _, e := range list {
				if strings.Contains(e.Msg, c.msg) {
					found = e
				}
				if n := len(e.Error()); n > 2*maxMessage+100 {
					t.Errorf("an error of %d bytes: %.120s…", n, e.Error())
				}
			}
			if found == nil || found.Line != c.line {
				t.Fatalf("no error %q at line %d in:\n%.2000v", c.msg, c.line, err)
			}
			if len(m.Entries) > c.maxEntries {
				t.Errorf("%d entries kept, want at most %d", len(m.Entries), c.maxEntries)
			}
		})
	}
}

// BenchmarkParseOversized: a file past MaxFileBytes is refused before it
// is parsed, so what it costs does not grow with its size (compare
// bytes/op with BenchmarkParseLongest).
func BenchmarkParseOversized(b *testing.B) {
	r := testCards()
	src := []byte(header + strings.Repeat("1. Alice\nhouse brobnar\nplay Troll\nend\n", 8<<20/40))
	b.ReportAllocs()
	for b.Loop() {
		Parse("big.kfr", src, r)
	}
}

// BenchmarkParseLongest: the longest match Parse accepts, record.MaxActions
// actions.
func BenchmarkParseLongest(b *testing.B) {
	r := testCards()
	src := []byte(header + strings.Repeat("house brobnar\nplay Troll\nreap Troll\nend\n", record.MaxActions/4))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("long.kfr", src, r); err != nil {
			b.Fatal(err)
		}
	}
}
