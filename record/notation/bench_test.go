package notation

import (
	"bytes"
	"os"
	"testing"
)

// goldenSource is club-night.kfr with its log repeated to 400-odd lines,
// the size of a long match.
func goldenSource(b *testing.B) ([]byte, int) {
	data, err := os.ReadFile("testdata/club-night.kfr")
	if err != nil {
		b.Fatal(err)
	}
	head, log, ok := bytes.Cut(data, []byte("\n\n"))
	if !ok {
		b.Fatal("no blank line after the header")
	}
	src := append(append([]byte{}, head...), "\n\n"...)
	for range 10 {
		src = append(src, log...)
	}
	return src, bytes.Count(src, []byte("\n"))
}

func benchmarkParse(b *testing.B, r Resolver) {
	src, lines := goldenSource(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("bench.kfr", src, r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
}

func BenchmarkParse(b *testing.B) { benchmarkParse(b, testCards()) }

func BenchmarkParseRealCards(b *testing.B) { benchmarkParse(b, realIndex(b)) }

func BenchmarkFormat(b *testing.B) {
	src, lines := goldenSource(b)
	r := testCards()
	m, err := Parse("bench.kfr", src, r)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		Format(m, r)
	}
	b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
}

func BenchmarkParseAction(b *testing.B) {
	h, r := testHeader(), testCards()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseAction(`fight Troll "Bad Penny"#2  # ouch`, h, r); err != nil {
			b.Fatal(err)
		}
	}
}
