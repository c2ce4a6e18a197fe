package notation

import (
	"os"
	"testing"
)

func TestQuick(t *testing.T) {
	src, _ := os.ReadFile("testdata/club-night.kfr")
	m, err := Parse("club-night.kfr", src, testCards())
	if err != nil {
		t.Fatal(err)
	}
	out := Format(m, testCards())
	if string(out) != string(src) {
		t.Errorf("got\n%s", out)
	}
}
