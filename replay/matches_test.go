package replay

import (
	"fmt"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// cleanMatch is seven turns with plays, reaps, a fight, a forged key,
// checkpoints that agree, and a concession.
func cleanMatch() *record.Match {
	l := newMatch("clean")
	l.turn(1, 0).house("brobnar").play("troll").end()
	l.turn(1, 1).house("untamed").play("dust-pixie").play("dust-pixie").play("ancient-bear").
		check(1, "aember", 4).end()
	l.turn(2, 0).house("brobnar").reap("troll").play("krump").play("bumpsy").check(0, "aember", 1).end()
	// Bumpsy's play made Bob lose 1: 3 Æmber, 5 after the reaps, 7 after Dust Pixie.
	l.turn(2, 1).house("untamed").reap("dust-pixie").reap("dust-pixie#2").play("dust-pixie").
		fight("ancient-bear", "bumpsy").checkCard(0, "bumpsy", "location", 0, "discard").check(1, "aember", 7).end()
	l.turn(3, 0).house("brobnar").reap("troll").reap("krump").end()
	l.turn(3, 1).forge(engine.KeyRed).house("untamed").check(1, "keys", 1).check(1, "aember", 1).end()
	l.turn(4, 0).concede(0)
	l.m.Header.Result = record.Result{Winner: 1, Reason: "concede"}
	return l.m
}

// legacyMatch is cleanMatch as kfr stored it when turn headers counted
// every turn of the game ("1. Alice", "2. Bob", "3. Alice"): it still
// replays the same, and every output names the turns as players count them.
func legacyMatch() *record.Match {
	m := cleanMatch()
	m.ID = "legacy-turns"
	abs := int32(0)
	for i := range m.Entries {
		if a := &m.Entries[i].Action; a.Verb == engine.VerbTurn {
			abs++
			a.N = abs
			m.Entries[i].Text = fmt.Sprintf("%d. %s", abs, m.Header.Players[a.Player])
		}
	}
	return m
}

// disagreeMatch is a short game whose checkpoints disagree with the
// engine twice (and agree once).
func disagreeMatch() *record.Match {
	l := newMatch("disagree")
	l.turn(1, 0).house("brobnar").play("troll").check(0, "aember", 1).end()
	l.turn(1, 1).house("untamed").play("dust-pixie").check(1, "aember", 2).
		checkCard(0, "troll", "damage", 3, "").end()
	return l.m
}

// violationCase is a short match that breaks one rule.
type violationCase struct {
	rule  string
	match func() *record.Match
}

// violationCases break, one match each, every rule the engine reports that
// a table can break by a plain log line.
var violationCases = []violationCase{
	{"exhausted", func() *record.Match {
		l := newMatch("exhausted")
		l.turn(1, 0).house("brobnar").play("troll").end()
		l.turn(1, 1).house("untamed").end()
		l.turn(2, 0).house("brobnar").reap("troll").reap("troll").end()
		return l.m
	}},
	{"not-active-house", func() *record.Match {
		l := newMatch("not-active-house")
		l.turn(1, 0).house("brobnar").play("tocsin").end()
		return l.m
	}},
	{"first-turn", func() *record.Match {
		l := newMatch("first-turn")
		l.turn(1, 0).house("brobnar").play("troll").play("krump").end()
		return l.m
	}},
	{"rule-of-six", func() *record.Match {
		l := newMatch("rule-of-six")
		l.turn(1, 0).house("brobnar").play("troll").end()
		l.turn(1, 1).house("untamed").end()
		l.turn(2, 0).house("brobnar")
		for range 7 {
			l.reap("troll")
		}
		l.end()
		return l.m
	}},
	{"card-not-available", func() *record.Match {
		l := newMatch("card-not-available")
		l.turn(1, 0).house("brobnar").play("troll").end()
		l.turn(1, 1).house("untamed").end()
		l.turn(2, 0).house("brobnar").play("troll").play("troll").end()
		return l.m
	}},
	{"card-not-in-deck", func() *record.Match {
		l := newMatch("card-not-in-deck")
		l.turn(1, 0).house("brobnar").play("valdr").end()
		return l.m
	}},
	{"taunt", func() *record.Match {
		l := newMatch("taunt")
		l.turn(1, 0).house("sanctum").play("staunch-knight").end()
		l.turn(1, 1).house("untamed").play("ancient-bear").end()
		l.turn(2, 0).house("sanctum").play("champion-anaphiel").end()
		l.turn(2, 1).house("untamed").fight("ancient-bear", "staunch-knight").end()
		return l.m
	}},
	{"stunned", func() *record.Match {
		l := newMatch("stunned")
		l.turn(1, 0).house("brobnar").play("bumpsy").effect(engine.EffStun, 0, "bumpsy").end()
		l.turn(1, 1).house("untamed").end()
		l.turn(2, 0).house("brobnar").reap("bumpsy").effect(engine.EffGain, 1, "").end()
		return l.m
	}},
	{"house-choice", func() *record.Match {
		l := newMatch("house-choice")
		l.turn(1, 0).house("logos").end()
		return l.m
	}},
	{"house-twice", func() *record.Match {
		l := newMatch("house-twice")
		l.turn(1, 0).house("brobnar").house("dis").end()
		return l.m
	}},
	{"forge-unaffordable", func() *record.Match {
		l := newMatch("forge-unaffordable")
		l.turn(1, 0).forge(engine.KeyRed).house("brobnar").end()
		return l.m
	}},
	{"turn-order", func() *record.Match {
		l := newMatch("turn-order")
		l.turn(1, 1).house("brobnar").end()
		return l.m
	}},
	{"mulligan", func() *record.Match {
		l := newMatch("mulligan")
		l.mulligan(0).mulligan(0).turn(1, 0).house("brobnar").end()
		return l.m
	}},
	{"no-enemy-creature", func() *record.Match {
		l := newMatch("no-enemy-creature")
		l.turn(1, 0).house("brobnar").play("troll").end()
		l.turn(1, 1).house("untamed").end()
		l.turn(2, 0).house("brobnar").fight("troll", "urchin").end()
		return l.m
	}},
	{"not-in-play", func() *record.Match {
		l := newMatch("not-in-play")
		l.turn(1, 0).house("brobnar").reap("krump").end()
		return l.m
	}},
	{"alpha", func() *record.Match {
		l := newMatch("alpha")
		l.turn(1, 0).house("dis").end()
		l.turn(1, 1).house("untamed").end()
		l.turn(2, 0).house("dis").play("tocsin").play("alphaling").end()
		return l.m
	}},
	{"upgrade-target", func() *record.Match {
		l := newMatch("upgrade-target")
		l.turn(1, 0).house("sanctum").play("protect-the-weak").end()
		return l.m
	}},
	{"hand-refill", func() *record.Match {
		// Alice's 7 cards less Troll are 6: her refill draws nothing,
		// yet the log names a card drawn right after her "end".
		l := newMatch("hand-refill")
		l.turn(1, 0).house("brobnar").play("troll").end().draw("krump")
		return l.m
	}},
	{"game-over", func() *record.Match {
		l := newMatch("game-over")
		l.turn(1, 0).house("brobnar").concede(1).play("troll")
		return l.m
	}},
	// Bob's Dust Pixies (2 Æmber each) give him 6 Æmber on turn 2; on turn
	// 4 the log says he forged no key.
	{"forge-mandatory", func() *record.Match {
		l := newMatch("forge-mandatory")
		l.turn(1, 0).house("brobnar").end()
		l.turn(1, 1).house("untamed").play("dust-pixie").play("dust-pixie").play("dust-pixie").end()
		l.turn(2, 0).house("brobnar").end()
		l.turn(2, 1).effect(engine.EffNoForge, 0, "").house("untamed").end()
		return l.m
	}},
	// Bob reaches 6 Æmber by reaping in step 3 and forges then.
	{"forge-step", func() *record.Match {
		l := newMatch("forge-step")
		l.turn(1, 0).house("brobnar").end()
		l.turn(1, 1).house("untamed").play("dust-pixie").play("dust-pixie").end()
		l.turn(2, 0).house("brobnar").end()
		l.turn(2, 1).house("untamed").reap("dust-pixie").reap("dust-pixie#2").forge(engine.KeyRed).end()
		return l.m
	}},
	// Hunting Witch and four Dust Pixies give Bob 12 Æmber: he forges red
	// on turn 4, and says red again on turn 6.
	{"key-forged", func() *record.Match {
		l := newMatch("key-forged")
		l.turn(1, 0).house("brobnar").end()
		l.turn(1, 1).house("untamed").play("hunting-witch").
			play("dust-pixie").play("dust-pixie").play("dust-pixie").play("dust-pixie").end()
		l.turn(2, 0).house("brobnar").end()
		l.turn(2, 1).forge(engine.KeyRed).house("untamed").end()
		l.turn(3, 0).house("brobnar").end()
		l.turn(3, 1).forge(engine.KeyRed).house("untamed").end()
		return l.m
	}},
	{"house-must", func() *record.Match {
		l := newMatch("house-must")
		l.turn(1, 0).house("dis").play("pitlord").end()
		l.turn(1, 1).house("untamed").end()
		l.turn(2, 0).house("brobnar").end()
		return l.m
	}},
	{"archives-timing", func() *record.Match {
		l := newMatch("archives-timing")
		l.turn(1, 0).house("brobnar").play("troll").archives().end()
		return l.m
	}},
	{"not-controller", func() *record.Match {
		l := newMatch("not-controller")
		l.turn(1, 0).house("sanctum").play("gorm-of-omm").end()
		l.turn(1, 1).house("untamed").omni("gorm-of-omm").end()
		return l.m
	}},
	{"omega", func() *record.Match {
		l := newMatch("omega")
		l.turn(1, 0).house("brobnar").end()
		l.turn(1, 1).house("untamed").play("gravid-cycle").play("dust-pixie").end()
		return l.m
	}},
	{"fight-target", func() *record.Match {
		l := newMatch("fight-target")
		l.turn(1, 0).house("brobnar").play("troll").end()
		l.turn(1, 1).house("untamed").play("dust-pixie").end()
		l.turn(2, 0).house("brobnar").fight("troll", "ancient-bear").end()
		return l.m
	}},
	{"enrage", func() *record.Match {
		l := newMatch("enrage")
		l.turn(1, 0).house("brobnar").play("troll").end()
		l.turn(1, 1).house("untamed").play("dust-pixie").end()
		l.turn(2, 0).house("brobnar").effect(engine.EffEnrage, 0, "troll").reap("troll").end()
		return l.m
	}},
	{"not-a-creature", func() *record.Match {
		l := newMatch("not-a-creature")
		l.turn(1, 0).house("brobnar").play("gauntlet-of-command").effect(engine.EffStun, 0, "gauntlet-of-command").end()
		return l.m
	}},
	{"effect-target", func() *record.Match {
		l := newMatch("effect-target")
		l.turn(1, 0).house("brobnar").play("troll").effect(engine.EffStun, 0, "krump").end()
		return l.m
	}},
	// Urchin's "Play: Steal 1A" is resolved by the engine; the log then
	// declares a steal of 2 for it.
	{"effect-differs", func() *record.Match {
		l := newMatch("effect-differs")
		l.turn(1, 0).house("dis").play("the-terror").end()
		l.turn(1, 1).house("shadows").play("urchin").effect(engine.EffSteal, 2, "").end()
		return l.m
	}},
	{"deploy", func() *record.Match {
		l := newMatch("deploy")
		l.turn(1, 0).house("brobnar").end()
		l.turn(1, 1).house("untamed").play("dust-pixie").play("dust-pixie").playAt("ancient-bear", 1).end()
		return l.m
	}},
	// Anger readies and fights with a friendly creature: the log does not
	// say which of the two (the play waits for a "choose" line; "end"
	// comes instead). With one creature it would resolve by itself.
	{"choice-missing", func() *record.Match {
		l := newMatch("choice-missing")
		l.turn(1, 0).house("brobnar").play("troll").end()
		l.turn(1, 1).house("untamed").play("dust-pixie").end()
		l.turn(2, 0).house("brobnar").play("krump").play("anger").end()
		return l.m
	}},
	{"choice-unexpected", func() *record.Match {
		l := newMatch("choice-unexpected")
		l.turn(1, 0).house("brobnar").play("troll").choose("troll").end()
		return l.m
	}},
	// Ember Imp: "Your opponent cannot play more than 2 cards each turn."
	{"restricted", func() *record.Match {
		l := newMatch("restricted")
		l.turn(1, 0).house("dis").play("ember-imp").end()
		l.turn(1, 1).house("untamed").play("dust-pixie").play("dust-pixie").play("dust-pixie").end()
		return l.m
	}},
	{"tide-chains", func() *record.Match {
		l := newMatch("tide-chains")
		l.turn(1, 0).house("brobnar").tide().tide().end()
		return l.m
	}},
	// Alice activates a prophecy her deck does not have.
	{"prophecy", func() *record.Match {
		l := newMatch("prophecy")
		l.turn(1, 0).house("brobnar").add("prophecy Overreach with Troll", engine.Action{Verb: engine.VerbProphecy,
			Card: engine.CardRef{ID: "overreach"}, Target: engine.CardRef{ID: "troll"}}).end()
		return l.m
	}},
	// Bob discards the second half of Ultra Gravitron, then plays the first.
	{"gigantic", func() *record.Match {
		l := newMatch("gigantic")
		l.turn(1, 0).house("brobnar").end()
		l.turn(1, 1).house("logos").discard("ultra-gravitron2").play("ultra-gravitron").end()
		return l.m
	}},
}

// boardSample leaves every part of a board filled: an artifact, an
// upgrade, a known discard, damage and status.
func boardSample() *record.Match {
	l := newMatch("board")
	l.turn(1, 0).house("sanctum").play("staunch-knight").end()
	l.turn(1, 1).house("untamed").play("ancient-bear").end()
	l.turn(2, 0).house("sanctum").playOn("protect-the-weak", "staunch-knight").discard("champion-anaphiel").end()
	l.turn(2, 1).house("untamed").fight("ancient-bear", "staunch-knight").end()
	l.turn(3, 0).house("brobnar").play("gauntlet-of-command")
	return l.m
}

// auditSample is a turn with a violation and a checkpoint.
func auditSample() *record.Match {
	l := newMatch("audit")
	l.turn(1, 0).house("sanctum").play("staunch-knight").end()
	l.turn(1, 1).house("untamed").play("ancient-bear").end()
	l.turn(2, 0).house("sanctum").play("champion-anaphiel").end()
	l.turn(2, 1).house("untamed").fight("ancient-bear", "staunch-knight").check(1, "aember", 0).end()
	return l.m
}
