package deck_test

import (
	"testing"

	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/deck"
)

// checkFuzzed reads data as format and checks what a successful read
// promises: legal decks of known cards.
func checkFuzzed(t *testing.T, read func(string, []byte, deck.Cards) (*deck.Doc, error), data []byte) {
	ix := fixtures.Index()
	doc, err := read("fuzz", data, ix)
	if err != nil {
		return
	}
	for _, d := range doc.Decks {
		if len(d.Cards) != deck.Size {
			t.Fatalf("deck %q with %d cards accepted", d.Name, len(d.Cards))
		}
		for _, c := range d.Cards {
			known := ix.Card(c.CardID) != nil
			for _, x := range doc.Cards {
				known = known || x.ID == c.CardID
			}
			if !known {
				t.Fatalf("unknown card %q accepted", c.CardID)
			}
		}
	}
}

func FuzzReadDeckText(f *testing.F) {
	data, _ := fixtures.FS().(interface{ ReadFile(string) ([]byte, error) }).ReadFile("decks/keepers-of-the-quiet-library.txt")
	f.Add(data)
	f.Add([]byte("Deck: x\nSet: 341\nBrobnar\n1 Troll +amber\n2x Anger\n# c\n"))
	f.Add([]byte("House: dis\n36 Tocsin\n"))
	f.Fuzz(func(t *testing.T, data []byte) { checkFuzzed(t, deck.ReadText, data) })
}

func FuzzReadDeckKeyteki(f *testing.F) {
	f.Add([]byte(`[{"uuid":"u","name":"A","expansion":341,"houses":["brobnar","dis","shadows"],"cards":[{"id":"troll","count":36,"enhancements":["amber"],"maverick":"dis"}]}]`))
	f.Add([]byte(`{"name":"A","houses":["Star Alliance"],"cards":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) { checkFuzzed(t, deck.ReadKeyteki, data) })
}

func FuzzReadDeckMasterVault(f *testing.F) {
	f.Add([]byte(`{"data":{"id":"U","name":"A","expansion":341,"_links":{"houses":["Brobnar","Dis","Shadows"],"cards":["a","a","b"]},
"bonus_icons":[{"card_id":"a","bonus_icons":["amber","draw"]}]},
"_linked":{"cards":[{"id":"a","card_title":"Troll","house":"Brobnar","card_type":"Creature","traits":"Giant","power":"8","amber":0,"card_number":"048","expansion":341},
{"id":"b","card_title":"New Thing","house":"Dis","card_type":"Creature","card_text":"Elusive. Assault 2.\r\nPlay: x","traits":"Demon • Imp","power":"3","armor":null,"amber":1,"card_number":"999","expansion":341,"is_maverick":true}]}}`))
	f.Fuzz(func(t *testing.T, data []byte) { checkFuzzed(t, deck.ReadMasterVault, data) })
}
