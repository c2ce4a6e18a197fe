package engine

// printedHouse is the house card def is printed in for deck d. A card
// reprinted in another house (Citizen Shrix: Saurian in Mass Mutation,
// Redemption in Tokens of Change) belongs to the house of its printing in
// the deck's set. A deck whose set is not known (one seen only in a log),
// or a card the data lists no printing of in that set, holds the printing
// whose house is one of the deck's when the card's own house is not: a
// deck holds only cards of its three houses, mavericks aside, which a
// deck list names (DeckCard.House).
func printedHouse(d *Deck, def *CardDef) House {
	if d == nil || len(def.Printings) < 2 {
		return def.House
	}
	if d.Set != 0 {
		for i := range def.Printings {
			if p := &def.Printings[i]; p.Set == d.Set && p.House != "" {
				return p.House
			}
		}
	}
	if d.HasHouse(def.House) {
		return def.House
	}
	for i := range def.Printings {
		if p := &def.Printings[i]; p.House != "" && d.HasHouse(p.House) {
			return p.House
		}
	}
	return def.House
}
