package tcoimport

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// listedProphecies turns back into comments the prophecy activations of
// a player whose deck is a complete stored list naming its prophecies.
// The engine then lays them out in pairs, by list order, and fulfils
// them by their conditions; TCO's logs say neither which two sides share
// a card nor when the engine's conditions would hold, so the activation
// would bring findings TCO's lines cannot confirm. A deck known from the
// logs lists none: its activations take a hidden card of the hand
// (engine/prophecy_unlisted.go). The player of an entry is the one whose
// turn it is.
func listedProphecies(m *record.Match, db engine.CardDB, decks [2]*engine.Deck) {
	var listed [2]bool
	for i, d := range decks {
		listed[i] = d != nil && !d.Partial && listsProphecy(d, db)
	}
	if !listed[0] && !listed[1] {
		return
	}
	active := engine.NoPlayer
	for i := range m.Entries {
		a := &m.Entries[i].Action
		switch {
		case a.Verb == engine.VerbTurn:
			active = a.Player
		case a.Verb == engine.VerbProphecy && (active == 0 || active == 1) && listed[active]:
			*a = engine.Action{Verb: engine.VerbComment, Words: []string{"prophecy activated: " + a.Card.ID}}
		}
	}
}

// listsProphecy reports whether deck d names a prophecy card.
func listsProphecy(d *engine.Deck, db engine.CardDB) bool {
	for _, c := range d.Cards {
		if def := db.Card(c.CardID); def != nil && def.Type == engine.TypeProphecy {
			return true
		}
	}
	return false
}
