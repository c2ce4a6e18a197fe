package tco

import (
	"fmt"
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
