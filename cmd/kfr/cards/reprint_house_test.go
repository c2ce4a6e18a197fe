package cards

import (
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestWriteCardReprintHouse: a printing in another house than the
// card's says its house; one in the card's house does not.
func TestWriteCardReprintHouse(t *testing.T) {
	c := &engine.CardDef{ID: "citizen-shrix", Name: "Citizen Shrix", House: "saurian", Type: engine.TypeCreature,
		Printings: []engine.Printing{{Set: 479, Number: "186", House: "saurian"}, {Set: 855, Number: "167", House: "redemption"}}}
	var b strings.Builder
	if err := WriteCard(&b, c, map[int]string{479: "MM", 855: "ToC"}); err != nil {
		t.Fatal(err)
	}
	if want := "sets:     MM (479) #186, ToC (855) #167 redemption\n"; !strings.Contains(b.String(), want) {
		t.Errorf("card:\n%s\nwant a line %q", b.String(), want)
	}
}
