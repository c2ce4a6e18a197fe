package store

import (
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestPrintingHouses: a card's printings keep the house each prints it
// in (Citizen Shrix: Saurian in one set, Redemption in another), through
// an import and a read; a list stored before houses were kept reads as
// printings without one.
func TestPrintingHouses(t *testing.T) {
	s := openTemp(t)
	shrix := []engine.Printing{{Set: 479, Number: "186", House: "saurian"}, {Set: 855, Number: "167", House: "redemption"}}
	for _, tc := range []struct {
		name      string
		printings []engine.Printing
		want      []engine.Printing
	}{
		{"one set", shrix[:1], shrix[:1]},
		{"reprinted in another house", []engine.Printing{shrix[1], shrix[0]}, shrix},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &engine.CardDef{ID: "citizen-shrix", Name: "Citizen Shrix", House: "saurian", Type: "creature", Power: 3, Printings: tc.printings}
			if _, err := s.ImportCards([]*engine.CardDef{c}); err != nil {
				t.Fatal(err)
			}
			got, err := s.Card("citizen-shrix")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got.Printings, tc.want) {
				t.Errorf("printings %v, want %v", got.Printings, tc.want)
			}
		})
	}
	t.Run("a list without houses", func(t *testing.T) {
		c := &engine.CardDef{}
		if err := fillLists(c, "", "", "479\x1f186\x1e855\x1f167"); err != nil {
			t.Fatal(err)
		}
		want := []engine.Printing{{Set: 479, Number: "186"}, {Set: 855, Number: "167"}}
		if !reflect.DeepEqual(c.Printings, want) {
			t.Errorf("printings %v, want %v", c.Printings, want)
		}
	})
}
