package replay

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// cleanMatch is seven turns with plays, reaps, a fight, a forged key,
// checkpoints that agree, and a concession.
func cleanMatch() *record.Match {
	l := newMatch("clean")
	l.turn(1, 0).house("brobnar").play("troll").end()
	l.turn(2, 1).house("untamed").play("dust-pixie").play("dust-pixie").play("ancient-bear").
		check(1, "aember", 4).end()
	l.turn(3, 0).house("brobnar").reap("troll").play("krump").play("bumpsy").check(0, "aember", 1).end()
	// Bumpsy's play made Bob lose 1: 3 Æmber, 5 after the reaps, 7 after Dust Pixie.
	l.turn(4, 1).house("untamed").reap("dust-pixie").reap("dust-pixie#2").play("dust-pixie").
		fight("ancient-bear", "bumpsy").checkCard(0, "bumpsy", "location", 0, "discard").check(1, "aember", 7).end()
	l.turn(5, 0).house("brobnar").reap("troll").reap("krump").end()
	l.turn(6, 1).forge(engine.KeyRed).house("untamed").check(1, "keys", 1).check(1, "aember", 1).end()
	l.turn(7, 0).concede(0)
	l.m.Header.Result = record.Result{Winner: 1, Reason: "concede"}
	return l.m
}

// disagreeMatch is a short game whose checkpoints disagree with the
// engine twice (and agree once).
func disagreeMatch() *record.Match {
	l := newMatch("disagree")
	l.turn(1, 0).house("brobnar").play("troll").check(0, "aember", 1).end()
	l.turn(2, 1).house("untamed").play("dust-pixie").check(1, "aember", 2).
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
		l.turn(2, 1).house("untamed").end()
		l.turn(3, 0).house("brobnar").reap("troll").reap("troll").end()
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
		l.turn(2, 1).house("untamed").end()
		l.turn(3, 0).house("brobnar")
		for range 7 {
			l.reap("troll")
		}
		l.end()
		return l.m
	}},
	{"card-not-available", func() *record.Match {
		l := newMatch("card-not-available")
		l.turn(1, 0).house("brobnar").play("troll").end()
		l.turn(2, 1).house("untamed").end()
		l.turn(3, 0).house("brobnar").play("troll").play("troll").end()
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
		l.turn(2, 1).house("untamed").play("ancient-bear").end()
		l.turn(3, 0).house("sanctum").play("champion-anaphiel").end()
		l.turn(4, 1).house("untamed").fight("ancient-bear", "staunch-knight").end()
		return l.m
	}},
	{"stunned", func() *record.Match {
		l := newMatch("stunned")
		l.turn(1, 0).house("brobnar").play("bumpsy").effect(engine.EffStun, 0, "bumpsy").end()
		l.turn(2, 1).house("untamed").end()
		l.turn(3, 0).house("brobnar").reap("bumpsy").effect(engine.EffGain, 1, "").end()
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
		l.turn(2, 1).house("untamed").end()
		l.turn(3, 0).house("brobnar").fight("troll", "urchin").end()
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
		l.turn(2, 1).house("untamed").end()
		l.turn(3, 0).house("dis").play("tocsin").play("daat").end()
		return l.m
	}},
	{"upgrade-target", func() *record.Match {
		l := newMatch("upgrade-target")
		l.turn(1, 0).house("sanctum").play("protect-the-weak").end()
		return l.m
	}},
	{"game-over", func() *record.Match {
		l := newMatch("game-over")
		l.turn(1, 0).house("brobnar").concede(1).play("troll")
		return l.m
	}},
}

// boardSample leaves every part of a board filled: an artifact, an
// upgrade, a known discard, damage and status.
func boardSample() *record.Match {
	l := newMatch("board")
	l.turn(1, 0).house("sanctum").play("staunch-knight").end()
	l.turn(2, 1).house("untamed").play("ancient-bear").end()
	l.turn(3, 0).house("sanctum").playOn("protect-the-weak", "staunch-knight").discard("champion-anaphiel").end()
	l.turn(4, 1).house("untamed").fight("ancient-bear", "staunch-knight").end()
	l.turn(5, 0).house("brobnar").play("gauntlet-of-command")
	return l.m
}

// auditSample is a turn with a violation and a checkpoint.
func auditSample() *record.Match {
	l := newMatch("audit")
	l.turn(1, 0).house("sanctum").play("staunch-knight").end()
	l.turn(2, 1).house("untamed").play("ancient-bear").end()
	l.turn(3, 0).house("sanctum").play("champion-anaphiel").end()
	l.turn(4, 1).house("untamed").fight("ancient-bear", "staunch-knight").check(1, "aember", 0).end()
	return l.m
}
