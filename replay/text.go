package replay

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// writeGameLine writes whose turn and which step it is, the house and the
// tide, and the result once the game is over.
func writeGameLine(b *strings.Builder, v engine.View) {
	t := viewTurn(v)
	fmt.Fprintf(b, "%s%s, step %s", strings.ToUpper(t[:1]), t[1:], v.Step)
	if v.House != "" {
		fmt.Fprintf(b, ", house %s", v.House)
	}
	fmt.Fprintf(b, "; tide %s\n", tideName(v))
	if v.Over {
		fmt.Fprintf(b, "Game over: %s wins (%s)\n", playerOf(v, v.Winner), v.Reason)
	}
}

// WriteBoard renders a view for a terminal: the game line, then each
// player's pool, keys, chains, zone counts with the known cards, artifacts
// and battleline (left to right, with power, armor, damage, Æmber, status
// and upgrades). Cards are named by their printed name.
func WriteBoard(w io.Writer, v engine.View, db engine.CardDB) error {
	var b strings.Builder
	writeGameLine(&b, v)
	for pl := range v.Players {
		writePlayer(&b, &v.Players[pl], db)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func playerOf(v engine.View, p int8) string {
	if p == 0 || p == 1 {
		return v.Players[p].Name
	}
	return "nobody"
}

func writePlayer(b *strings.Builder, p *engine.PlayerView, db engine.CardDB) {
	fmt.Fprintf(b, "\n%s: %d Æmber, keys %s, %d chains, key cost %d\n", p.Name, p.Aember, keyList(p.Keys), p.Chains, p.KeyCost)
	zone := func(name string, z engine.ZoneView) {
		fmt.Fprintf(b, "  %-9s %2d", name, z.Count)
		if len(z.Known) > 0 {
			fmt.Fprintf(b, "  known: %s", names(z.Known, db))
		}
		b.WriteByte('\n')
	}
	zone("hand", p.Hand)
	zone("deck", p.Deck)
	zone("discard", p.Discard)
	zone("archives", p.Archives)
	if p.Purged.Count > 0 {
		zone("purged", p.Purged)
	}
	fmt.Fprintf(b, "  artifacts:")
	if len(p.Artifacts) == 0 {
		b.WriteString(" none")
	}
	b.WriteByte('\n')
	for i := range p.Artifacts {
		b.WriteString("    " + cardLine(&p.Artifacts[i], db, false) + "\n")
	}
	fmt.Fprintf(b, "  battleline (left to right; at N as in play … at N):")
	if len(p.Battleline) == 0 {
		b.WriteString(" empty")
	}
	b.WriteByte('\n')
	for i := range p.Battleline {
		fmt.Fprintf(b, "    at %d: %s\n", i, cardLine(&p.Battleline[i], db, true))
	}
}

// WriteBoardCompact renders a view in few lines, for a prompt on a small
// terminal: the game line, then per player one line of pool, keys, chains
// and zone counts, one for the artifacts (when any) and one per creature
// ("at 0: Troll …", numbered as play … at N). kfr state and the board
// command give the whole board (WriteBoard).
func WriteBoardCompact(w io.Writer, v engine.View, db engine.CardDB) error {
	var b strings.Builder
	writeGameLine(&b, v)
	for pl := range v.Players {
		p := &v.Players[pl]
		fmt.Fprintf(&b, "%s: %d Æmber, keys %s, %d chains, key cost %d; hand %d, deck %d, discard %d, archives %d\n",
			p.Name, p.Aember, keyList(p.Keys), p.Chains, p.KeyCost, p.Hand.Count, p.Deck.Count, p.Discard.Count, p.Archives.Count)
		if len(p.Artifacts) > 0 {
			arts := make([]string, len(p.Artifacts))
			for i := range p.Artifacts {
				arts[i] = cardLine(&p.Artifacts[i], db, false)
			}
			b.WriteString("  artifacts: " + strings.Join(arts, "; ") + "\n")
		}
		for i := range p.Battleline {
			fmt.Fprintf(&b, "  at %d: %s\n", i, cardLine(&p.Battleline[i], db, true))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// cardLine is one card in play, named as the notation names it now
// (Troll#2 for a second copy): "Troll#2 (10 power: 8 printed +2, 1 of 2
// armor left, 3 damage, taunt, assault 2, exhausted)".
func cardLine(c *engine.CardView, db engine.CardDB, creature bool) string {
	s := []string{}
	if creature {
		s = append(s, powerText(c))
		if a := armorText(c); a != "" {
			s = append(s, a)
		}
		if c.Damage > 0 {
			s = append(s, fmt.Sprintf("%d damage", c.Damage))
		}
	}
	if c.Aember > 0 {
		s = append(s, fmt.Sprintf("%d Æmber", c.Aember))
	}
	if c.Counters != 0 {
		s = append(s, fmt.Sprintf("%d counters", c.Counters))
	}
	s = append(s, c.Keywords...)
	s = append(s, statusWords(c))
	if len(c.Upgrades) > 0 {
		s = append(s, "upgrades: "+names(c.Upgrades, db))
	}
	if c.Gigantic != "" {
		s = append(s, "gigantic, with "+CardName(db, c.Gigantic))
	}
	for _, g := range c.Granted {
		s = append(s, "gains "+strconv.Quote(g)) // declared ("> grant"): shown, never run
	}
	name := c.Name
	if c.Copy > 0 {
		name += "#" + strconv.Itoa(c.Copy)
	}
	return name + " (" + strings.Join(s, ", ") + ")"
}

// powerText is the power with what changed it: "8 power", "10 power: 8
// printed +2".
func powerText(c *engine.CardView) string {
	if c.Power == c.PrintedPower {
		return fmt.Sprintf("%d power", c.Power)
	}
	return fmt.Sprintf("%d power: %d printed %+d", c.Power, c.PrintedPower, c.Power-c.PrintedPower)
}

// armorText is the armor this turn and what is left: "2 armor", "1 of 2
// armor left", with the printed armor when an effect changed it; "" for
// none.
func armorText(c *engine.CardView) string {
	if c.ArmorMax == 0 && c.PrintedArmor == 0 {
		return ""
	}
	s := fmt.Sprintf("%d armor", c.ArmorMax)
	if c.Armor != c.ArmorMax {
		s = fmt.Sprintf("%d of %d armor left", c.Armor, c.ArmorMax)
	}
	if c.ArmorMax != c.PrintedArmor {
		s += fmt.Sprintf(" (%d printed)", c.PrintedArmor)
	}
	return s
}

// WriteSummary renders a replay: the result, the final board, every
// violation and every checkpoint with agree/disagree.
func WriteSummary(w io.Writer, r *Replay) error {
	var b strings.Builder
	h := &r.Match.Header
	fmt.Fprintf(&b, "Match %s: %s vs %s, %d entries, %s first\n", matchName(r.Match), h.Players[0], h.Players[1],
		len(r.Match.Entries), r.PlayerName(r.First))
	if r.Result.Winner == engine.NoPlayer {
		b.WriteString("Result: the game did not end\n")
	} else {
		fmt.Fprintf(&b, "Result: %s wins (%s)\n", r.PlayerName(r.Result.Winner), r.Result.Reason)
	}
	if rec := h.Result; rec.Reason != "" && (rec.Winner != r.Result.Winner || rec.Reason != r.Result.Reason) {
		fmt.Fprintf(&b, "The header records %s winning (%s): the replay differs\n", r.PlayerName(rec.Winner), rec.Reason)
	}
	b.WriteString("\nFinal state:\n")
	if err := WriteBoard(&b, r.Final(), r.db); err != nil {
		return err
	}
	fmt.Fprintf(&b, "\nViolations: %d\n", len(r.Violations))
	for i := range r.Violations {
		writeViolation(&b, r, r.Violations[i], r.ViolationEntry[i])
	}
	if len(r.Unverifiable) > 0 {
		// What the log hides (a partial deck's unseen cards): not violations.
		fmt.Fprintf(&b, "\nCannot verify: %d\n", len(r.Unverifiable))
		for i := range r.Unverifiable {
			writeViolation(&b, r, r.Unverifiable[i], r.UnverifiableEntry[i])
		}
	}
	fmt.Fprintf(&b, "\nCheckpoints: %d items, %d disagree\n", len(r.Checkpoints), r.Disagreements())
	for _, c := range r.Checkpoints {
		b.WriteString("  " + checkpointLine(r, c) + "\n")
	}
	if r.Clean() {
		b.WriteString("\nClean: no violations, every checkpoint agrees\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeViolation(b *strings.Builder, r *Replay, v engine.Violation, entry int) {
	e := &r.Match.Entries[entry]
	fmt.Fprintf(b, "  line %d, %s, step %s, %s: %s\n    %s: %s\n    %s\n", e.Line, r.Whose(v.Turn),
		v.Step, r.PlayerName(v.Player), r.EntryText(entry), v.Rule, v.Message, v.Reference)
}

func checkpointLine(r *Replay, c Checkpoint) string {
	verdict := "agree"
	if !c.OK {
		verdict = "DISAGREE"
	}
	subject := r.PlayerName(c.Player)
	if c.Card != "" {
		subject = CardName(r.db, c.Card)
	}
	return fmt.Sprintf("line %d, %s: %s %s: log %s, engine %s: %s", c.Line, r.Whose(c.Turn), subject, c.Field,
		c.Expected, c.Actual, verdict)
}

// WriteTurn renders an audited turn: each action with what changed, the
// checks and the violations with the rulebook text they rest on. With
// board, the whole board after each action follows.
func WriteTurn(w io.Writer, ta *TurnAudit, db engine.CardDB, board bool) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s's turn %d, %d actions\n", playerOf(ta.Start, ta.Player), ta.Name.N, len(ta.Actions))
	b.WriteString("(rules: those that govern each kind of action; the engine reports the ones broken)\n")
	if board {
		b.WriteString("\nBefore the turn's first action:\n")
		if err := WriteBoard(&b, ta.Start, db); err != nil {
			return err
		}
	}
	for i := range ta.Actions {
		if err := writeAction(&b, ta, &ta.Actions[i], db, board); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteAction renders one action of an audited turn (for stepping).
func WriteAction(w io.Writer, ta *TurnAudit, a *ActionAudit, db engine.CardDB, board bool) error {
	var b strings.Builder
	if err := writeAction(&b, ta, a, db, board); err != nil {
		return err
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeAction(b *strings.Builder, ta *TurnAudit, a *ActionAudit, db engine.CardDB, board bool) error {
	// The point as kfr state --at takes it: "2.Alice.3".
	fmt.Fprintf(b, "\n%d.%s.%d  line %d  %s  (step %s)\n", ta.Name.N, playerOf(ta.Start, ta.Player), a.Number, a.Line, a.Text, a.Phase)
	players := [2]string{a.After.Players[0].Name, a.After.Players[1].Name}
	head := "  events:\n"
	for _, e := range a.Events {
		if s := EventText(e, players, db); s != "" {
			b.WriteString(head + "    " + s + "\n")
			head = ""
		}
	}
	if len(a.Events) == 0 && len(a.Changes) == 0 && len(a.Checks) == 0 {
		b.WriteString("  nothing happened\n")
	}
	head = "  changes:\n"
	for _, c := range a.Changes {
		b.WriteString(head + "    " + c.String() + "\n")
		head = ""
	}
	for _, c := range a.Checks {
		verdict := "agrees"
		if !c.OK {
			verdict = "DISAGREES"
		}
		subject := playerOf(a.After, c.Player)
		if !c.Card.IsZero() {
			subject = CardName(db, c.Card.ID)
		}
		fmt.Fprintf(b, "  check %s %s: log %s, engine %s: %s\n", subject, c.Item.Field, c.Expected, c.Actual, verdict)
	}
	for _, v := range a.Violations {
		label := "VIOLATION"
		if v.Violation.Unverifiable {
			label = "CANNOT VERIFY" // what the log hides: no violation
		}
		fmt.Fprintf(b, "  %s %s: %s\n    %s", label, v.Violation.Rule, v.Message, v.Violation.Reference)
		if v.Rule.Quote != "" {
			fmt.Fprintf(b, ": %q", v.Rule.Quote)
		}
		b.WriteByte('\n')
	}
	if len(a.Governing) > 0 {
		broken := map[string]bool{}
		for _, v := range a.Violations {
			broken[v.Violation.Rule] = true
		}
		ids := make([]string, len(a.Governing))
		for i, g := range a.Governing {
			ids[i] = g.ID + " ok"
			if broken[g.ID] {
				ids[i] = g.ID + " BROKEN"
			}
		}
		fmt.Fprintf(b, "  rules: %s\n", strings.Join(ids, ", "))
	}
	if board {
		b.WriteByte('\n')
		return WriteBoard(b, a.After, db)
	}
	return nil
}

// WriteDrift renders a comparison with the replay stored with the match:
// what now differs, so that a changed engine or card data is seen.
func WriteDrift(w io.Writer, d Drift, r *Replay) error {
	var b strings.Builder
	if d.Same() {
		b.WriteString("Same as when stored: every state hash and violation agrees\n")
	} else {
		b.WriteString("Differs from the replay stored with the match (engine or card data changed):\n")
		if d.FirstEntry >= 0 {
			text := "(past the end of the log)"
			if d.FirstEntry < len(r.Match.Entries) {
				text = r.EntryText(d.FirstEntry)
			}
			fmt.Fprintf(&b, "  the state first differs after line %d: %s\n", d.Line, text)
		}
		for _, v := range d.Appeared {
			fmt.Fprintf(&b, "  new violation: %s, %s: %s\n", r.Whose(v.Turn), v.Rule, v.Message)
		}
		for _, v := range d.Disappeared {
			fmt.Fprintf(&b, "  violation gone: %s, %s: %s\n", r.Whose(v.Turn), v.Rule, v.Message)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}
