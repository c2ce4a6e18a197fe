package tco

import (
	"fmt"
	"github.com/kfr-dev/kfr/record/carddb"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// aemberSketch follows Æmber and keys through a parsed match with a very
// small model (no board, no rules beyond reaping and forging), to check
// that the parser gives effects to the right players. It is no engine:
// creatures destroyed in fights, lasting effects and unknown lines are
// invisible to it.
type aemberSketch struct {
	pool, keys [2]int
	active     int8
	on         map[string]int  // Æmber on a card (copies conflated)
	ctl        map[string]int8 // who controls a card, when known
}

func (s *aemberSketch) other(p int8) int8 { return 1 - p }

func (s *aemberSketch) take(from int8, n int) int {
	if n > s.pool[from] {
		n = s.pool[from]
	}
	s.pool[from] -= n
	return n
}

// leave releases the Æmber on a card leaving play to its controller's opponent.
func (s *aemberSketch) leave(id string) {
	if n := s.on[id]; n > 0 {
		if c, ok := s.ctl[id]; ok {
			s.pool[s.other(c)] += n
		}
		delete(s.on, id)
	}
}

func (s *aemberSketch) apply(a engine.Action, comment string) {
	switch a.Verb {
	case engine.VerbTurn:
		s.active = a.Player
	case engine.VerbPlay:
		s.ctl[a.Card.ID] = s.active
	case engine.VerbReap:
		s.pool[s.active]++
	case engine.VerbForge:
		n, _ := strconv.Atoi(strings.TrimPrefix(comment, "paying "))
		s.take(s.active, n)
		s.keys[s.active]++
	case engine.VerbEffect:
		s.effect(a.Effect)
	case engine.VerbComment:
		if comment == CommentBonusPrinted {
			s.pool[s.active]++ // the engine's own printed Æmber bonus
		}
	}
}

func (s *aemberSketch) effect(e *engine.Effect) {
	p := e.Player
	switch e.Kind {
	case engine.EffReap:
		s.pool[p]++
	case engine.EffGain:
		s.pool[p] += e.N
	case engine.EffLose:
		s.take(p, e.N)
	case engine.EffSteal:
		s.pool[p] += s.take(s.other(p), e.N)
	case engine.EffPay:
		s.pool[s.other(p)] += s.take(p, e.N)
	case engine.EffCapture:
		s.on[e.Card.ID] += s.take(s.other(p), e.N)
		if _, ok := s.ctl[e.Card.ID]; !ok {
			s.ctl[e.Card.ID] = p
		}
	case engine.EffExalt:
		s.on[e.Card.ID]++
	case engine.EffMove:
		n := min(e.N, s.on[e.Card.ID])
		s.on[e.Card.ID] -= n
		s.pool[p] += n
	case engine.EffForge:
		s.take(p, e.N)
		s.keys[p]++
	case engine.EffPlay, engine.EffPutInPlay:
		s.ctl[e.Card.ID] = p
	case engine.EffDestroy, engine.EffSacrifice, engine.EffReturn, engine.EffArchive, engine.EffPurge,
		engine.EffShuffle, engine.EffTopDeck:
		s.leave(e.Card.ID)
	}
}

// unscripted reads a log as if no card were scripted: the sketch sums the
// effects the log declares, and a scripted card's lines would be comments.
type unscripted struct{ *carddb.Index }

func (unscripted) ScriptSet() engine.Scripts { return engine.NoScripts }

// TestAemberSketch reports, per shared log, how many end-of-turn
// checkpoints the sketch agrees with. It asserts a floor: a parser change
// that gives effects to the wrong player shows up here first.
func TestAemberSketch(t *testing.T) {
	ix := testIndex(t)
	verbose := os.Getenv("TCO_SKETCH") != ""
	var agree, total int
	for _, lf := range testLogs(t) {
		res, err := Parse(lf.name, lf.data, unscripted{ix})
		if err != nil {
			t.Fatal(err)
		}
		s := &aemberSketch{on: map[string]int{}, ctl: map[string]int8{}}
		a, n := 0, 0
		for _, e := range res.Match.Entries {
			if e.Action.Verb != engine.VerbCheck || e.Comment != CommentEndOfTurn {
				s.apply(e.Action, e.Comment)
				continue
			}
			ch := e.Action.Check
			n++
			got := fmt.Sprintf("%d/%d", s.pool[ch.Player], s.keys[ch.Player])
			want := fmt.Sprintf("%d/%d", ch.Items[0].N, ch.Items[1].N)
			if got == want {
				a++
			} else {
				if verbose {
					t.Logf("%s:%d player %d: sketch %s, log %s", lf.name, e.Line, ch.Player, got, want)
				}
				// Resynchronise, so that one miss is counted once.
				s.pool[ch.Player], s.keys[ch.Player] = ch.Items[0].N, ch.Items[1].N
			}
		}
		t.Logf("%s: sketch agrees with %d/%d checkpoints", lf.name, a, n)
		agree += a
		total += n
	}
	t.Logf("all: %d/%d", agree, total)
	// 400/444 when written; the misses are the sketch's (fight deaths,
	// lasting effects), not the parser's. A fall below this floor means
	// effects went to the wrong player.
	if float64(agree) < 0.85*float64(total) {
		t.Errorf("sketch agrees with %d/%d checkpoints, want ≥ 85%%", agree, total)
	}
}
