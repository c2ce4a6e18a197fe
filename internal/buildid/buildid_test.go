package buildid

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestSelfIsGoToolBuildID: the ID read is the one `go tool buildid`
// reports for the test binary.
func TestSelfIsGoToolBuildID(t *testing.T) {
	got := Self()
	if got == "" {
		t.Fatal("no build ID read")
	}
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("go", "tool", "buildid", bin).Output()
	if err != nil {
		t.Skipf("go tool buildid: %v", err)
	}
	if want := strings.TrimSpace(string(out)); got != want {
		t.Errorf("build ID %q, go tool buildid says %q", got, want)
	}
}

func TestFind(t *testing.T) {
	cases := []struct {
		name, head, want string
	}{
		{"elf note", "\x7fELF....\x04\x00\x00\x00\x05\x00\x00\x00\x04\x00\x00\x00Go\x00\x00ab/cd...", "ab/cd"},
		{"raw", "junk\xff Go build ID: \"xy/zw\"\n \xffmore", "xy/zw"},
		{"none", "\x7fELF nothing here", ""},
		{"cut short", "\x04\x00\x00\x00\x50\x00\x00\x00\x04\x00\x00\x00Go\x00\x00ab", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Find([]byte(c.head)); got != c.want {
				t.Errorf("Find = %q, want %q", got, c.want)
			}
		})
	}
}
