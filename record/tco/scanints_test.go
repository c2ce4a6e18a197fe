package tco

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestScanIntsAsSscanf: scanInts reads what fmt.Sscanf reads with the same
// format, and fails where it fails.
func TestScanIntsAsSscanf(t *testing.T) {
	for _, tc := range []struct{ format, s string }{
		{"not forge a key. They have %d Æmber. The current cost is %d", "not forge a key. They have 3 Æmber. The current cost is 6 Æmber"},
		{"not forge a key. They have %d Æmber. The current cost is %d", "not forge a key. They have 12 Æmber. The current cost is 7"},
		{"not forge a key. They have %d Æmber. The current cost is %d", "not forge a key.  They have 0 Æmber.  The current cost is 6 Æmber"},
		{"not forge a key. They have %d Æmber. The current cost is %d", "not forge a key. They have x Æmber. The current cost is 6"},
		{"not forge a key. They have %d Æmber. The current cost is %d", "not forge a key. They have 3 amber. The current cost is 6"},
		{"not forge a key. They have %d Æmber. The current cost is %d", "not forge a key. They have 3 Æmber."},
		{"%d damage to ", "2 damage to Troll due to a bonus icon"},
		{"%d damage to ", "-1 damage to Troll"},
		{"%d damage to ", "two damage to Troll"},
		{"%d damage to ", "2 damages"},
		{"chains are reduced by %d to %d", "chains are reduced by 1 to 2"},
		{"chains are reduced by %d to %d", "chains are reduced by 1 to"},
		{"a card to their hand and discards the other %d", "a card to their hand and discards the other 2"},
		{"a card to their hand and discards the other %d", "a card to their hand"},
		{"unnamed: abduct %d creatures", "unnamed: abduct +3 creatures"},
	} {
		t.Run(tc.s, func(t *testing.T) {
			var a, b, c, d int
			_, err := fmt.Sscanf(tc.s, tc.format, scanTargets(tc.format, &a, &b)...)
			ok := scanInts(tc.s, tc.format, []*int{&c, &d}[:len(scanTargets(tc.format, &c, &d))]...)
			if ok != (err == nil) || ok && (a != c || b != d) {
				t.Errorf("scanInts = %v %d %d, Sscanf = %v %d %d", ok, c, d, err, a, b)
			}
		})
	}
}

// scanTargets are as many of ns as format has verbs.
func scanTargets(format string, ns ...*int) []any {
	var out []any
	for i := 0; i+1 < len(format); i++ {
		if format[i] == '%' && format[i+1] == 'd' {
			out = append(out, ns[len(out)])
		}
	}
	return out
}

// TestAmountAsBefore: amount reads what strings.ToLower and strconv.Atoi
// read, and nothing else.
func TestAmountAsBefore(t *testing.T) {
	for _, s := range []string{"3", "+3", "-3", "0", "1000", "1001", "a", "An", "TWO", "ten", "Troll", "", " 3", "3 ", "x3", "eleven", "seven", "ſix", "Kelvin", "öne"} {
		t.Run(s, func(t *testing.T) {
			n, ok := amount(s)
			wn, wok := numberWords[strings.ToLower(s)]
			if !wok {
				var err error
				wn, err = strconv.Atoi(s)
				wok = err == nil && wn >= 0 && wn <= 1000
				if !wok {
					wn = 0
				}
			}
			if n != wn || ok != wok {
				t.Errorf("amount(%q) = %d %v, want %d %v", s, n, ok, wn, wok)
			}
		})
	}
}

// scanIntsByBytes is scanInts as it was first written: the format read
// a byte at a time.
func scanIntsByBytes(s, format string, ns ...*int) bool {
	i := 0
	for f := 0; f < len(format); {
		switch {
		case format[f] == '%' && f+1 < len(format) && format[f+1] == 'd':
			if len(ns) == 0 {
				return false
			}
			n, next, ok := scanInt(s, skipSpaces(s, i))
			if !ok {
				return false
			}
			*ns[0], ns, i, f = n, ns[1:], next, f+2
		case format[f] == ' ':
			f, i = skipSpaces(format, f), skipSpaces(s, i)
		case i < len(s) && s[i] == format[f]:
			i, f = i+1, f+1
		default:
			return false
		}
	}
	return len(ns) == 0
}

// TestScanIntsAsByBytes: comparing the text between verbs at once reads
// what reading the format a byte at a time read, on the parser's formats
// and random ones (spaces, verbs, a lone %, digits, signs), on lines they
// read, near misses (other spacing, other numbers) and random lines.
func TestScanIntsAsByBytes(t *testing.T) {
	r := rand.New(rand.NewPCG(67, 68))
	pieces := []string{" ", "  ", "ab", "a", "b", "%d", "%", "3", "-", "12", "Æ", "."}
	formats := append([]string{"not forge a key. They have %d Æmber. The current cost is %d", "%d damage to ",
		"chains are reduced by %d to %d", "a %%d b %d", "x% ", "a  b %d  "}, randomLines(r, 300, 6, pieces...)...)
	lines := randomLines(r, 300, 8, pieces...)
	for _, f := range formats {
		for _, num := range []string{"3", "-12", "+4", "x", ""} {
			for _, sp := range []string{" ", "  ", ""} {
				lines = append(lines, strings.ReplaceAll(strings.ReplaceAll(f, "%d", num), " ", sp))
			}
		}
	}
	read := 0
	for _, f := range formats {
		k := min(strings.Count(f, "%d"), 3) // as many targets as verbs (or 3)
		for _, s := range lines {
			var a, b, c, d, e, g int
			ok := scanInts(s, f, []*int{&a, &b, &c}[:k]...)
			wok := scanIntsByBytes(s, f, []*int{&d, &e, &g}[:k]...)
			if ok != wok || a != d || b != e || c != g {
				t.Fatalf("scanInts(%q, %q) = %v %d %d %d, want %v %d %d %d", s, f, ok, a, b, c, wok, d, e, g)
			}
			if ok {
				read++
			}
		}
	}
	if read < 100 {
		t.Errorf("%d lines read: the test tests little", read)
	}
}
