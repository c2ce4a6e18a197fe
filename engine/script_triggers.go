package engine

// HasTrigger reports whether the card's script in the set has an ability
// of its own (not one it grants) that trigger t resolves: a log reader
// tells by it which of the lines before a turn's end are "at the end of
// your turn" abilities (tcoimport orders them as the log does).
func (ss Scripts) HasTrigger(id string, t Trigger) bool {
	s := ss.script(id)
	if s == nil {
		return false
	}
	for i := range s.Abilities {
		if s.Abilities[i].Grant == nil && s.Abilities[i].On&t != 0 {
			return true
		}
	}
	return false
}
