package reports

import (
	"bytes"
	"fmt"
	"io"
	"testing"
)

// benchAssets is the real ECharts when installed, else a stand-in of the
// same size, so that the numbers include copying it into the page.
func benchAssets(b *testing.B) Assets {
	if a, err := LoadAssets(); err == nil {
		return a
	}
	return Assets{ECharts: bytes.Repeat([]byte("x"), 1<<20)}
}

// BenchmarkAllReport is the all-decks report over 10,000 match summaries:
// the statistics (matchups and every deck) and the HTML page.
func BenchmarkAllReport(b *testing.B) {
	a := benchAssets(b)
	for _, decks := range []int{50, 200} {
		ms := synthetic(10000, decks, 42)
		b.Run(fmt.Sprintf("10000matches_%ddecks", decks), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := WriteAllHTML(io.Discard, NewAllReport(ms), a); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkDeckReport is one deck's report, chains against every opponent
// included, over 10,000 match summaries.
func BenchmarkDeckReport(b *testing.B) {
	a := benchAssets(b)
	ms := synthetic(10000, 50, 42)
	b.ReportAllocs()
	for b.Loop() {
		if err := WriteDeckHTML(io.Discard, NewDeckReport(evil, ms), a); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMatchReport is one match's page.
func BenchmarkMatchReport(b *testing.B) {
	a := benchAssets(b)
	r := sampleMatch()
	b.ReportAllocs()
	for b.Loop() {
		if err := WriteMatchHTML(io.Discard, r, a); err != nil {
			b.Fatal(err)
		}
	}
}
