package engine

// RevealsOwnHand reports whether card id's script reveals cards of its
// controller's own hand (Hoodwink's "Reveal your hand"): a log's line
// naming the cards it revealed then shows cards of that player's deck. A
// card whose look at a hand is a closure (Psychic Bug looks at the
// opponent's) is not one.
func (ss Scripts) RevealsOwnHand(id string) bool {
	s := ss.script(id)
	if s == nil {
		return false
	}
	for i := range s.Abilities {
		for _, st := range s.Abilities[i].Steps {
			if st.Do == DoReveal && st.To.Where == InHand && st.To.Side != Enemy {
				return true
			}
		}
	}
	return false
}
