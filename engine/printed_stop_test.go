package engine

import (
	"strings"
	"testing"
)

// TestPrintedQuoteEndsTheSentence: a step whose English ends with a quoted
// ability (“…”) ends the sentence with the quote's own stop, as the printed
// cards do; a stop after the closing quote is the printer's slip
// (Spontaneous Awakening once printed “… house Geistoid.”.).
func TestPrintedQuoteEndsTheSentence(t *testing.T) {
	n := 0
	for _, list := range scriptLists {
		for i := range list {
			s := &list[i]
			for _, line := range strings.Split(s.Text(s.ID), "\n") {
				n++
				if strings.HasSuffix(line, "”.") || strings.HasSuffix(line, "\".") {
					t.Errorf("%s prints %q", s.ID, line)
				}
			}
		}
	}
	if n < 1000 {
		t.Fatalf("only %d printed lines read", n)
	}
}
