package replay

import (
	"fmt"

	"github.com/kfr-dev/kfr/engine"
)

// EventText says an event in plain English with printed card names and
// player names (players as the view names them). EvCheck gives "": the
// checkpoint results say more.
func EventText(e engine.Event, players [2]string, db engine.CardDB) string {
	who := "nobody"
	if e.Player == 0 || e.Player == 1 {
		who = players[e.Player]
	}
	card := CardName(db, e.Card)
	other := func() string { return CardName(db, e.Other) }
	src := ""
	if e.Source != engine.SrcNone {
		src = " (" + e.Source.String() + ")"
	}
	switch e.Kind {
	case engine.EvTurnStart:
		return fmt.Sprintf("%s's turn %d begins", who, e.N)
	case engine.EvTurnEnd:
		return fmt.Sprintf("%s's turn %d ends", who, e.N)
	case engine.EvMulligan:
		return who + " mulligans"
	case engine.EvKeyForged:
		return fmt.Sprintf("%s forges the %s key for %d Æmber", who, e.Key, e.N)
	case engine.EvKeyUnforged:
		return fmt.Sprintf("%s's %s key is unforged", who, e.Key)
	case engine.EvHouseChosen:
		return fmt.Sprintf("%s chooses %s", who, e.House)
	case engine.EvArchivesTaken:
		return fmt.Sprintf("%s takes %d archived cards into hand", who, e.N)
	case engine.EvCardPlayed:
		return fmt.Sprintf("%s plays %s", who, card)
	case engine.EvCardDiscarded:
		if e.Other == "guessed" {
			return fmt.Sprintf("%s discards a card at random (the log does not name it)", who)
		}
		return fmt.Sprintf("%s discards %s", who, card)
	case engine.EvCardUsed:
		return fmt.Sprintf("%s uses %s (%s)", who, card, e.Other)
	case engine.EvReap:
		return card + " reaps"
	case engine.EvFight:
		return card + " fights " + other()
	case engine.EvAemberGained:
		return fmt.Sprintf("%s gains %d Æmber%s", who, e.N, src)
	case engine.EvAemberLost:
		return fmt.Sprintf("%s loses %d Æmber%s", who, e.N, src)
	case engine.EvAemberStolen:
		return fmt.Sprintf("%s steals %d Æmber", who, e.N)
	case engine.EvAemberCaptured:
		return fmt.Sprintf("%s captures %d Æmber", card, e.N)
	case engine.EvDamage:
		return fmt.Sprintf("%s is dealt %d damage", card, e.N)
	case engine.EvHealed:
		return fmt.Sprintf("%s is healed %d", card, e.N)
	case engine.EvDestroyed:
		return card + " is destroyed"
	case engine.EvLeftPlay:
		return card + " leaves play to " + e.Other
	case engine.EvDraw:
		return fmt.Sprintf("%s draws %d", who, e.N)
	case engine.EvChains:
		return fmt.Sprintf("%s's chains change by %+d", who, e.N)
	case engine.EvTide:
		return who + " raises the tide"
	case engine.EvStatus:
		switch e.Other {
		case engine.StatusKeyCost:
			return fmt.Sprintf("%s's keys cost %+d for a while", who, e.N)
		case engine.StatusExtraTurn:
			return who + " takes another turn after this one"
		}
		if e.Card == "" {
			return e.Other // about no card: "each creature of Alice gains …" (> grant each)
		}
		return card + ": " + e.Other
	case engine.EvControl:
		return who + " takes control of " + card
	case engine.EvArchived:
		if e.Card == "" {
			return who + " archives a card"
		}
		return who + " archives " + card
	case engine.EvPurged:
		return card + " is purged"
	case engine.EvGameOver:
		return fmt.Sprintf("%s wins (%s)", who, e.Other)
	case engine.EvKeyCheck:
		return fmt.Sprintf("%s: check! (a key costs %d)", who, e.N)
	case engine.EvProphecy:
		return prophecyText(e, who, card)
	case engine.EvCheck:
		return ""
	}
	return fmt.Sprintf("event %d", e.Kind)
}
