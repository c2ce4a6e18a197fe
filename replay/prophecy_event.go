package replay

import "github.com/kfr-dev/kfr/engine"

// prophecyText says a prophecy event (engine.EvProphecy): its owner
// activates or flips it, the active player fulfils it.
func prophecyText(e engine.Event, who, card string) string {
	switch e.Other {
	case "activate":
		if e.House != "" {
			return who + " puts a card facedown under the prophecy " + card + ", naming " + string(e.House)
		}
		return who + " puts a card facedown under the prophecy " + card
	case "flip":
		return who + " flips the prophecy " + card
	}
	return who + " fulfils the prophecy " + card
}
