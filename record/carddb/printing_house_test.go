package carddb

import (
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestPackPrintingHouse: a pack's card is printed in the pack's set in
// its house there; merged with a reprint in another house, each printing
// keeps its own.
func TestPackPrintingHouse(t *testing.T) {
	mm, err := ReadPack("MM.json", []byte(`{"cards":[{"id":"citizen-shrix","name":"Citizen Shrix","number":"186","expansion":479,"house":"saurian","type":"creature","power":3}]}`))
	if err != nil {
		t.Fatal(err)
	}
	toc, err := ReadPack("ToC.json", []byte(`{"cards":[{"id":"citizen-shrix","name":"Citizen Shrix","number":"167","expansion":855,"house":"redemption","type":"creature","power":3}]}`))
	if err != nil {
		t.Fatal(err)
	}
	merged := Merge(append(toc.Cards, mm.Cards...))
	want := []engine.Printing{{Set: 479, Number: "186", House: "saurian"}, {Set: 855, Number: "167", House: "redemption"}}
	if len(merged) != 1 || !reflect.DeepEqual(merged[0].Printings, want) || merged[0].House != "saurian" {
		t.Errorf("merged %+v, want one saurian card printed %v", merged[0], want)
	}
}

// TestMergeKeepsKnownHouse: one printing read without its house (a
// store that kept none) and given again with it keeps the house, in
// either order, and is one printing.
func TestMergeKeepsKnownHouse(t *testing.T) {
	bare := &engine.CardDef{ID: "citizen-shrix", Name: "Citizen Shrix", House: "saurian", Printings: []engine.Printing{{Set: 886, Number: "119"}}}
	housed := &engine.CardDef{ID: "citizen-shrix", Name: "Citizen Shrix", House: "saurian", Printings: []engine.Printing{{Set: 886, Number: "119", House: "redemption"}}}
	want := []engine.Printing{{Set: 886, Number: "119", House: "redemption"}}
	for _, tc := range []struct {
		name  string
		cards []*engine.CardDef
	}{
		{"stored first", []*engine.CardDef{bare, housed}},
		{"stored last", []*engine.CardDef{housed, bare}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := Merge(tc.cards)
			if len(m) != 1 || !reflect.DeepEqual(m[0].Printings, want) {
				t.Errorf("printings %v, want %v", m[0].Printings, want)
			}
		})
	}
}
