package engine

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// The English printer of the ability language: every ability prints back
// as canonical card text ("Play: Deal 2D to an enemy creature."), so that
// a reviewer sees a misreading at a glance and a test can compare a
// script with the card's printed text. A is the Æmber symbol and D damage,
// as the card data writes them.

// Text prints a card's script as English, one ability a line: triggered
// abilities first, then constant ones. name is the card's printed title.
func (s *Script) Text(name string) string {
	// Constant abilities come first, as cards print them ("Each friendly
	// creature gets +1 armor. Reap: Heal 2 damage from a creature.").
	// Abilities the card gives other cards are constant abilities too.
	var lines []string
	for i := 0; i < len(s.Statics); i++ {
		st := &s.Statics[i]
		if st.And && len(lines) > 0 && i > 0 {
			// "Echo Guardian gets +2 power and gains poison."
			lines[len(lines)-1] = strings.TrimSuffix(lines[len(lines)-1], ".") + " and " + staticPredicate(st, &s.Statics[i-1]) + "."
			continue
		}
		if n := keywordRun(s.Statics[i:]); n > 1 {
			// "One-Eyed Willa gains elusive and skirmish."
			line := staticText(st, name)
			for _, more := range s.Statics[i+1 : i+n] {
				line = strings.TrimSuffix(line, ".") + " and " + keywordText(more.KW, more.N) + "."
			}
			lines = append(lines, line)
			i += n - 1
			continue
		}
		lines = append(lines, staticText(st, name))
	}
	for i := range s.Abilities {
		if s.Abilities[i].Grant != nil {
			lines = append(lines, abilityText(&s.Abilities[i], name))
		}
	}
	for i := range s.Abilities {
		if s.Abilities[i].Grant == nil && s.Abilities[i].On != 0 { // On 0: resolved by a lasting effect (Charge!), printed there
			lines = append(lines, abilityText(&s.Abilities[i], name))
		}
	}
	return strings.Join(lines, "\n")
}

// staticPredicate is what a constant ability joined to the one before
// says after "and": "+2 power" after another bonus, "gains poison".
func staticPredicate(st, prev *Static) string {
	switch st.Is {
	case PowerBonus, ArmorBonus:
		what := map[StaticKind]string{PowerBonus: " power", ArmorBonus: " armor"}[st.Is]
		if prev.Is == PowerBonus || prev.Is == ArmorBonus {
			return signed(st.N) + what
		}
		return verbFor(&st.To, "get", "gets") + " " + signed(st.N) + what
	case KeywordGrant:
		return verbFor(&st.To, "gain", "gains") + " " + keywordText(st.KW, st.N)
	}
	return ""
}

// keywordRun is how many keyword grants to the same cards under the same
// condition start sts: printed as one sentence ("gains elusive and
// skirmish"). Only two: "gains A, B and C" is not a printed form yet.
func keywordRun(sts []Static) int {
	if len(sts) < 2 || sts[0].Is != KeywordGrant || sts[1].Is != KeywordGrant ||
		sts[0].To != sts[1].To || sts[0].If != sts[1].If || sts[0].If.Of != nil ||
		sts[0].Per != nil || sts[1].Per != nil { // "assault X, where X is …" is a line of its own
		return 1
	}
	return 2
}

var triggerNames = []struct {
	t    Trigger
	name string
}{
	{OnPlay, "Play"}, {OnFight, "Fight"}, {OnReap, "Reap"}, {OnBeforeFight, "Before Fight"},
	{OnAction, "Action"}, {OnOmni, "Omni"}, {OnDestroyed, "Destroyed"}, {OnLeavesPlay, "Leaves Play"},
	{OnScrap, "Scrap"}, {OnFate, "Fate"},
}

// abilityText prints one triggered ability.
func abilityText(a *Ability, name string) string {
	if a.Grant != nil && a.Grant.Count == Self && a.If.Is != Always {
		return selfGrantText(a, name)
	}
	if a.Grant != nil {
		// `This creature gains, "Reap: Steal 1A."`: in the given ability,
		// the card it is given to is "this creature".
		inner := *a
		inner.Grant = nil
		return upperFirst(targetText(a.Grant, name)) + " " + verbFor(a.Grant, "gain", "gains") + ", \"" + abilityText(&inner, "this creature") + "\""
	}
	body := clausesText(a.Steps, name)
	if a.If.Is != Always {
		body = "If " + condText(&a.If, name) + ", " + lowerFirst(body)
	}
	var printed []string
	for _, tn := range triggerNames {
		if a.On&tn.t != 0 {
			printed = append(printed, tn.name)
		}
	}
	if len(printed) > 0 {
		return strings.Join(printed, "/") + ": " + body
	}
	lead := ""
	when := "creature"
	if a.When != nil {
		when = targetNoun(a.When, name, false)
	}
	switch {
	case a.On&OnProphecy != 0:
		return body // a prophecy's whole text (prophecy.go)
	case a.On&OnTurnStart != 0:
		lead = "At the start of your turn"
	case a.On&OnTurnEnd != 0:
		lead = "At the end of your turn"
	case a.On&OnPlayOther != 0 && a.When != nil && a.When.Side == Enemy:
		lead = "Each time your opponent plays " + article(strings.TrimPrefix(when, "enemy "))
	case a.On&OnPlayOther != 0:
		lead = "Each time you play another " + strings.TrimPrefix(when, "friendly ")
	case a.On&OnCreatureEnters != 0 && a.When != nil && a.When.Count == Self:
		lead = "After " + name + " enters play" // Berserker (ability_hand_o.go), a token's own (Cleric)
	case a.On&OnCreatureEnters != 0:
		lead = "After " + article(when) + " enters play"
	case a.On&OnAttached != 0:
		lead = "After you attach " + name + " to a creature"
	case a.On&OnOppDiscards != 0:
		lead = "Each time your opponent discards a card from their hand"
	case a.On&OnDrawIcon != 0:
		lead = "After you resolve a draw bonus icon"
	case a.On&OnActionPlayed != 0:
		lead = "After an action card is played but before it resolves"
	case a.On&OnEnemyDestroyedFighting != 0:
		lead = "After an enemy creature is destroyed fighting " + name
	case a.On&OnCreatureReaps != 0:
		lead = "After " + whenArticle(a.When, when) + " reaps"
	case a.On&OnCreatureFights != 0:
		lead = "After " + whenArticle(a.When, when) + " fights"
	case a.On&OnCreatureDestroyed != 0:
		lead = "Each time " + article(when) + " is destroyed"
	case a.On&OnHouseChosen != 0:
		lead = houseChosenText(a.When)
	case a.On&(OnKeyForged|OnTideRaised|OnEachTurnEnd) != 0:
		lead = playerEventText(a)
	case a.On&OnUseOther != 0:
		lead = "After you use " + article(when)
	case a.On&OnNeighborDamaged != 0:
		lead = "After 1 of " + name + "'s neighbors is dealt damage"
	case a.On&OnAnyTurnStart != 0:
		lead = "At the start of each player's turn"
	case a.On&OnArmorPrevents != 0:
		lead = "Each time " + name + " prevents damage with its armor"
	case a.On&(htOnDamaged|htOnOwnDiscard|htOnUsed|htOnAttacked) != 0:
		lead = htTriggerLead(a, name) // ability_hand_t.go
	case a.On&OnUpgradeEnters != 0:
		lead = "After an upgrade enters play"
	case a.On&OnUpgradeAttached != 0:
		lead = "After an upgrade is attached to " + hdAttachedTo(a.When, name, when)
	default:
		lead = hiTriggerLead(a)
		if lead == "" {
			lead = huTriggerLead(a) // ability_hand_u.go
		}
		if lead == "" {
			lead = hvTriggerLead(a) // ability_hand_v.go
		}
		if lead == "" {
			lead = iconTriggerLead(a) // icon_instead.go
		}
		if lead == "" {
			lead = insteadTriggerLead(a, name) // instead.go
		}
		if lead == "" {
			lead = abTriggerLead(a) // ability_hand_ab.go
		}
		if lead == "" {
			lead = aeTriggerLead(a, name) // ability_hand_ae.go
		}
		if lead == "" {
			lead = acTriggerLead(a) // ability_hand_ac.go
		}
		if lead == "" {
			lead = agTriggerLead(a) // ability_hand_ag.go
		}
	}
	return lead + ", " + lowerFirst(body)
}

// houseChosenText is an OnHouseChosen trigger's lead: "After a player
// chooses Brobnar as their active house", "After you choose …".
func houseChosenText(w *Target) string {
	who, verb, their := "a player", "chooses", "their"
	if w != nil && w.Side == Friendly {
		who, verb, their = "you", "choose", "your"
	} else if w != nil && w.Side == Enemy {
		who = "your opponent"
	}
	switch {
	case w == nil || w.House == "":
		return "After " + who + " " + verb + " an active house"
	case w.Is&NotHouse != 0:
		return "After " + who + " " + verb + " an active house other than " + HouseName(w.House)
	}
	return "After " + who + " " + verb + " " + HouseName(w.House) + " as " + their + " active house"
}

// clausesText prints an ability's steps as sentences.
func clausesText(steps []Clause, name string) string {
	var out []string
	for i := 0; i < len(steps); i++ {
		st := &steps[i]
		if joined := verbsJoined(out, steps, i, name); joined != "" {
			// "Stun and exhaust a creature."
			out[len(out)-1] = joined
			continue
		}
		if st.And && len(out) > 0 && i > 0 && sameEffect(&steps[i-1], st) {
			// "Exalt a friendly creature and an enemy creature."
			out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], ".") + " and " + targetText(&st.To, name) + "."
			continue
		}
		if st.Do == DoGo && st.Say == "" {
			continue // bookkeeping between steps (heKeep): nothing printed
		}
		if st.Do == DoRepeat && st.N > 1 && i-st.N-1 >= 0 && abMoreSteps(steps, uint8(i-st.N-1)) > 0 {
			continue // the end of a "For each …" of several steps (ability_hand_ab.go)
		}
		if (st.Do == DoChoose || st.Do == DoChooseAlso) && st.Say == htSaidLater {
			continue // a choice a later step's English says (scripts_hand_t.go)
		}
		if st.And && len(out) > 0 {
			// "Deal 1D to a creature and stun it."
			out[len(out)-1] = strings.TrimSuffix(out[len(out)-1], ".") + " and " + lowerFirst(clauseText(st, name))
			continue
		}
		if st.Do == DoForEach && i+1 < len(steps) {
			// "For each Logos card discarded this way, a friendly creature
			// captures 2A.": the step, and the repeat that closes it.
			head := clauseBody(st, name)
			if st.Say != "" {
				head = st.Say
			} else if st.Per != nil && st.Per.Q == DoneThisWay && i > 0 {
				head = "For each " + thisWay(&steps[i-1])
			}
			s := head + ", " + lowerFirst(clauseText(&steps[i+1], name))
			out = append(out, conditioned(st, steps, i, name, s))
			i++
			if i+1 < len(steps) && steps[i+1].Do == DoRepeat && steps[i+1].N == 1 && steps[i+1].Per == nil {
				i++
			}
			continue
		}
		if i+1 < len(steps) && andNeighbors(st, &steps[i+1]) {
			// "Stun a creature and each of its neighbors."
			s := strings.TrimSuffix(clauseText(st, name), ".") + " and each of its neighbors."
			out = append(out, conditioned(st, steps, i, name, s))
			i++
			continue
		}
		text := clauseText(st, name)
		if st.Per != nil && st.Per.Q == DoneThisWay && i > 0 {
			// "this way" names what the step before did.
			text = strings.Replace(text, " for each creature destroyed this way", " for each "+thisWay(&steps[i-1]), 1)
		}
		out = append(out, conditioned(st, steps, i, name, text))
	}
	return strings.ReplaceAll(strings.Join(out, " "), " \n", "\n") // an option starts a line
}

// andNeighbors reports whether step b only repeats step a on the
// neighbors of a's card: printed as one sentence.
func andNeighbors(a, b *Clause) bool {
	return b.To.Count == ThatNeighbors && b.To.Is == 0 && b.Do == a.Do && a.If.Is == Always && !a.May && b.N == a.N && b.If.Is == Always && !b.May &&
		b.Per == nil && a.Per == nil && a.Splash == 0 && b.Splash == 0 && (a.To.Count == One || a.To.Count == Self || a.To.Count == Fought)
}

// conditioned puts step i's condition before its sentence s.
func conditioned(st *Clause, steps []Clause, i int, name, s string) string {
	switch st.If.Is {
	case Always:
	case IfDone:
		s = "If you do, " + lowerFirst(s)
	case IfNotDone:
		s = "Otherwise, " + lowerFirst(s)
	case IfThatDestroyed:
		if i > 0 && steps[i-1].Do == DoDamage {
			return "If this damage destroys that creature, " + lowerFirst(s)
		}
		s = "If " + condText(&st.If, name) + ", " + lowerFirst(s)
	default:
		s = "If " + condText(&st.If, name) + ", " + lowerFirst(s)
	}
	if st.Opt != 0 && (i == 0 || steps[i-1].Opt != st.Opt) {
		s = optionMark(steps[:i]) + s // the first sentence of an option of a "choose one"
	}
	return s
}

// stepText is one step's English without its condition, for messages.
func stepText(st *Clause, name string) string {
	head, rest := stepParts(st, name)
	return head + rest
}

// stepParts is stepText in two parts, its lowered first letter (or
// nothing) and the rest, so that a message joins them with its own words
// at once: joining the sentence's stop, lowering its first letter and
// trimming the stop again each made a string of their own.
func stepParts(st *Clause, name string) (head, rest string) {
	s, stop := clauseSentence(st, name)
	if stop != "" && !strings.Contains(s, " ") {
		return "", s // stepText lowered the sentence with its stop: "Purge." is no common word
	}
	return lowerFirstParts(s)
}

// choiceFinding is the finding of a choice of step st of the card named
// name that a log leaves out: "Troll: the log does not say which enemy
// creature (deal 2D to an enemy creature)", joined at once.
func choiceFinding(st *Clause, name string) string {
	head, rest := stepParts(st, name)
	return name + ": the log does not say which " + targetNoun(&st.To, name, false) + " (" + head + rest + ")"
}

// clauseText prints one step as a sentence.
func clauseText(st *Clause, name string) string {
	s, stop := clauseSentence(st, name)
	return s + stop
}

// clauseSentence is clauseText as its words and the stop that ends them
// ("." or nothing).
func clauseSentence(st *Clause, name string) (s, stop string) {
	s = clauseBody(st, name)
	if rest, ok := strings.CutPrefix(s, "Your opponent gains "); ok && st.May {
		s = "You may have your opponent gain " + rest // Shrewd Investor
	} else if st.May {
		s = "You may " + lowerFirst(s)
	}
	if strings.HasSuffix(s, "\"") || strings.HasSuffix(s, "”") || strings.HasSuffix(s, ":") {
		return s, "" // a quoted ability ends the sentence with its own stop; "Choose one:"
	}
	return s, "."
}

func clauseBody(st *Clause, name string) string {
	t := targetText(&st.To, name)
	amt := amountText(st.N, st.Per, name)
	per := perText(st.Per, name)
	who := st.Who
	switch st.Do {
	case DoGain:
		if all := allAember(st); all != "" {
			return subject(who, "Gain", "gains") + " A equal to the A in " + all + " pool"
		}
		return subject(who, "Gain", "gains") + " " + amt + "A" + per
	case DoLose:
		if st.Per != nil && st.Per.Q == HalfAemberOf {
			return subject(who, "Lose", "loses") + " half of " + possessive(who) + " A (rounding down)"
		}
		if all := allAember(st); all != "" && st.Per.Who == who {
			return subject(who, "Lose", "loses") + " all of " + possessive(who) + " A"
		}
		if st.Alt && who == Opponent && st.Per == nil {
			return "They lose " + amt + "A" // after a condition on your opponent
		}
		return subject(who, "Lose", "loses") + " " + amt + "A" + per
	case DoPay:
		return subject(who, "Pay your opponent", "pays their opponent") + " " + amt + "A" + per
	case DoSteal:
		if st.Per != nil && st.Per.Q == HalfAemberOf && st.Per.Who == Opponent && st.N <= 1 {
			return subject(who, "Steal", "steals") + " half of your opponent's A"
		}
		if st.Alt && st.If.Is == IfAember && st.If.Cmp == Equal && st.If.N == st.N && st.Per == nil {
			return subject(who, "Steal", "steals") + " it" // "If your opponent has exactly 1A, steal it."
		}
		return subject(who, "Steal", "steals") + " " + amt + "A" + per
	case DoCapture:
		if all := allAember(st); all != "" && st.To.Count == Self {
			return "Capture all of " + all + " A"
		}
		if st.To.Count == Self && !st.Alt {
			return "Capture " + amt + "A" + per
		}
		return upperFirst(t) + " " + verbFor(&st.To, "capture", "captures") + " " + amt + "A" + per
	case DoExalt:
		if st.N > 1 {
			return "Exalt " + t + " " + strconv.Itoa(st.N) + " times"
		}
		return "Exalt " + t
	case DoDamage:
		if st.And && st.Alt {
			return amt + "D to " + t + per // "… and 2D to an enemy creature": the verb said once
		}
		s := "Deal " + amt + "D to " + t + per
		if st.Splash > 0 {
			s += " with " + strconv.Itoa(st.Splash) + "D splash"
		}
		return s
	case DoHeal:
		if st.N == 0 && st.Per == nil {
			return "Fully heal " + t
		}
		if st.To.Count == Self && !st.Alt {
			return name + " heals " + amt + " damage"
		}
		return "Heal " + amt + " damage from " + t
	case DoDestroy:
		return "Destroy " + t
	case DoSacrifice:
		return "Sacrifice " + t
	case DoReady:
		return "Ready " + t
	case DoExhaust:
		return "Exhaust " + t
	case DoStun:
		return "Stun " + t
	case DoWard:
		return "Ward " + t
	case DoEnrage:
		return "Enrage " + t
	case DoPowerCounters:
		if st.N < 0 {
			return "Remove " + countWord(-st.N) + " +1 power " + plural(-st.N, "counter") + " from " + t
		}
		n := st.N
		if st.Per != nil {
			n = 1
		}
		return "Give " + t + " " + countWord(n) + " +1 power " + plural(n, "counter") + per
	case DoDraw:
		return subject(who, "Draw", "draws") + " " + countWord(st.N) + " " + plural(st.N, "card") + per
	case DoDiscard:
		if st.To == (Target{Count: Each, Kind: AnyCard, Where: InHand}) {
			return "Discard your hand"
		}
		return "Discard " + fromHand(&st.To, t)
	case DoDiscardRandom:
		return subject(who, "Discard", "discards") + " " + countWord(st.N) + " random " + plural(st.N, "card") + " from " + possessive(who) + " hand"
	case DoMayUse:
		return g3MayUseText(st, name)
	case DoCaptureOwn:
		side := " from its own side"
		if many(&st.To) {
			side = " from their own side"
		}
		return upperFirst(t) + " " + verbFor(&st.To, "capture", "captures") + " " + amt + "A" + per + side
	case DoShuffleBottom:
		return subject(who, "Shuffle", "shuffles") + " the bottom " + countOrNum(st.N) + " of " + possessive(who) + " discard into " + possessive(who) + " deck"
	case DoShuffleDiscard:
		return subject(who, "Shuffle your", "shuffles their") + " discard pile into " + possessive(who) + " deck"
	case DoDiscardTop, DoArchiveTop:
		if st.Do == DoDiscardTop && st.Per != nil && who == You { // Anachronometer (scripts_hand_t.go)
			return "Discard the top card of your deck" + perText(st.Per, name)
		}
		if s, ok := g3TopText(st); ok {
			return s
		}
		if st.Do == DoDiscardTop && who == Opponent {
			return "Discard the top " + countOrNum(st.N) + " of your opponent's deck"
		}
		v := map[Op][2]string{DoDiscardTop: {"Discard", "discards"}, DoArchiveTop: {"Archive", "archives"}}[st.Do]
		return subject(who, v[0], v[1]) + " the top " + countOrNum(st.N) + " of " + possessive(who) + " deck"
	case DoArchive:
		return "Archive " + fromHand(&st.To, t)
	case DoPurge:
		return "Purge " + t
	case DoReturn:
		if many(&st.To) && ownerOf(&st.To) != "your" {
			return "Return " + t + " to their owners' hands"
		}
		return "Return " + t + " to " + ownerOf(&st.To) + " hand"
	case DoShuffle:
		return "Shuffle " + t + " into " + ownerOf(&st.To) + " deck"
	case DoTakeControl:
		if who == Opponent {
			return "Your opponent gains control of " + t
		}
		return "Take control of " + t
	case DoTakeAember, DoRemoveAember:
		amount := amt + "A"
		if st.N == 0 {
			amount = "each A"
		}
		to := "the common supply"
		if st.Do == DoTakeAember {
			to = possessive(who) + " pool"
			if who == Opponent {
				to = "your opponent's pool"
			}
		}
		return "Move " + amount + " from " + t + " to " + to
	case DoBottom:
		return "Put " + t + " on the bottom of " + ownerOf(&st.To) + " deck"
	case DoChains:
		if st.N < 0 {
			return subject(who, "Shed", "sheds") + " " + strconv.Itoa(-st.N) + " " + plural(-st.N, "chain")
		}
		return subject(who, "Gain", "gains") + " " + strconv.Itoa(st.N) + " " + plural(st.N, "chain")
	case DoKeyCost:
		if st.Alt && st.Who == Opponent && st.Dur == UntilNextTurn {
			return "Your opponent's keys cost " + signed(st.N) + "A during their next turn" // the same effect (ability_gen3.go)
		}
		return "Keys cost " + signed(st.N) + "A " + durationText(st.Dur)
	case DoRaiseTide:
		return "Raise the tide"
	case DoGiveKeyword:
		if st.Per != nil {
			return withDuration(st.Dur, upperFirst(t)+" "+verbFor(&st.To, "gain", "gains")+" "+string(st.KW)+" "+hxXText(st.Per, name)) // ability_hand_x.go
		}
		return withDuration(st.Dur, upperFirst(t)+" "+verbFor(&st.To, "gain", "gains")+" "+keywordText(st.KW, st.N))
	case DoArmor:
		return withDuration(st.Dur, upperFirst(t)+" "+verbFor(&st.To, "get", "gets")+" +"+strconv.Itoa(st.N)+" armor")
	case DoPower:
		return withDuration(st.Dur, upperFirst(t)+" "+verbFor(&st.To, "get", "gets")+" "+signed(st.N)+" power")
	case DoReadyAndFight:
		return "Ready and fight with " + t
	case DoReadyAndReap:
		return "Ready and reap with " + t
	case DoReadyAndUse:
		return "Ready and use " + t
	case DoFight:
		return "Fight with " + t
	case DoUse:
		return "Use " + t
	case DoChooseHouse:
		return "Choose a house"
	case DoDestroyHouse:
		return "Destroy each creature of the chosen house"
	case DoForbidHouse:
		return subject(who, "You cannot", "cannot") + " choose that house as " + possessive(who) + " active house until " + name + " leaves play"
	case DoLasting:
		return lastingText(st, name)
	case DoLastingAbility:
		return lastingAbilityText(st, name)
	case DoExtraTurn:
		return "Take another turn after this one"
	case DoToken:
		return "Make " + countWord(st.N) + " token " + plural(st.N, "creature") + per
	case DoGo:
		return strings.TrimSuffix(st.Say, ".")
	case DoSetHouse:
		return "For the remainder of the turn, " + t + " " + verbFor(&st.To, "belong", "belongs") + " to house " + HouseName(st.House)
	case DoCardLasting:
		switch st.Last {
		case lastNoDamage:
			return "For the remainder of the turn, " + t + " cannot be dealt damage"
		case lastMayUse:
			return "You may use " + t + " this turn"
		case lastReadyOnFight:
			return "For the remainder of the turn, " + t + " " + verbFor(&st.To, "gain", "gains") + ", \"Fight: Ready this creature\""
		}
		return "A lasting effect on " + t
	case DoForge:
		forge := subject(who, "Forge", "forges")
		if st.Per != nil && st.Per.Minus {
			return forge + " a key at " + signed(st.N) + "A current cost, reduced by 1A" + per
		}
		if st.Per != nil {
			return forge + " a key at current cost, reduced by " + strconv.Itoa(max(-st.N, 1)) + "A" + per
		}
		if st.N != 0 {
			return forge + " a key at " + signed(st.N) + "A current cost"
		}
		return forge + " a key at current cost"
	case DoTriggerReap:
		return "Trigger the reap effect of " + t + " as if you controlled that creature"
	case DoPlayTop:
		return "Play the top card of your deck"
	case DoUnforge:
		return subject(who, "Unforge a key", "unforges a key")
	case DoTopDeck:
		return "Put " + t + " on top of " + ownerOf(&st.To) + " deck"
	case DoSearch:
		if st.To.Kind == Upgrade {
			return subject(who, "Search your", "searches their") + " deck for an upgrade and put it into " + possessive(who) + " hand" // the log names it
		}
		return subject(who, "Search your", "searches their") + " deck and discard pile for a card and put it into " + possessive(who) + " hand"
	case DoChooseOne:
		return "Choose one:"
	case DoRepeat:
		if st.Per != nil {
			return "Repeat the preceding effect" + per + " after the first"
		}
		return "Repeat the preceding effect"
	case DoSwap:
		return "Swap the places of " + t
	case DoPurgeHeld:
		return "Purge " + t
	case DoReturnHeld:
		return "Return to play all cards purged by " + name
	case DoChoose:
		return "Choose " + t
	case DoChooseAlso:
		return t // printed after the choice before it: "Choose a friendly creature and an enemy creature."
	case DoReveal:
		return "Reveal " + t
	case DoChooseNumber:
		return "Choose a number"
	case DoDiscardNamed:
		if s, ok := g3TopText(st); ok {
			return s
		}
		if st.Say != "" {
			return strings.TrimSuffix(st.Say, ".") // the card's own wording (Recovery Operation: "the bottom 3 cards")
		}
		if st.N == 0 {
			return subject(who, "Discard cards from the top of your", "discards cards from the top of their") + " deck until " + subject(who, "you discard ", "they discard ") + article(targetNoun(&st.To, name, false)) + " or run out of cards"
		}
		if st.N == 1 {
			return subject(who, "Discard the top card", "discards the top card") + " of " + possessive(who) + " deck"
		}
		return subject(who, "Discard the top", "discards the top") + " " + strconv.Itoa(st.N) + " cards of " + possessive(who) + " deck"
	case DoForEach:
		return "For each" + strings.TrimPrefix(per, " for each")
	}
	return "Do nothing"
}

// fromHand drops "from your hand" from a target of discarding or
// archiving, which takes a card from your hand unless it says otherwise
// ("Discard a card.", "Archive a card.").
func fromHand(t *Target, text string) string {
	if t.Where == InHand && t.Side != Enemy {
		return strings.Replace(text, " from your hand", "", 1)
	}
	return text
}

func lastingText(st *Clause, name string) string {
	if s, ok := g3LastingText(st); ok {
		return s
	}
	if s, ok := huLastingText(st); ok {
		return s // ability_hand_u.go
	}
	switch st.Last {
	case lastGainOnFight:
		return "For the remainder of the turn, gain " + strconv.Itoa(st.N) + "A each time a friendly creature fights"
	case lastDrawOnPlay:
		return "For the remainder of the turn, each time you play another card, draw a card"
	case lastSkipForge:
		return subject(st.Who, "You skip", "skips") + " the “forge a key” step on " + possessive(st.Who) + " next turn"
	case lastBlank:
		return "Until the start of your next turn, each enemy creature's text box is considered blank (except for traits)"
	case lastNoUse:
		return subject(st.Who, "You cannot", "cannot") + " use any cards next turn"
	case lastPlayOffHouse:
		switch st.N {
		case 1:
			return "You may play one non-" + HouseName(st.House) + " action card this turn" // N 1: action cards only
		case 2:
			return "You may play or use one non-" + HouseName(st.House) + " card this turn" // N 2: a use spends it too
		}
		return "You may play one non-" + HouseName(st.House) + " card this turn"
	case lastReapSteals:
		return "For the remainder of the turn, any A you would gain from reaping is stolen from your opponent instead"
	case lastUseMutants:
		return "You may use friendly Mutant creatures this turn"
	case lastNoActions:
		return subject(st.Who, "You cannot", "cannot") + " play action cards on " + possessive(st.Who) + " next turn"
	case lastMayUse:
		return "For the remainder of the turn, you may use friendly artifacts as if they belonged to the active house"
	case lastNoReadyStep:
		return subject(st.Who, "You cannot", "cannot") + " ready cards during the “ready cards” step of " + possessive(st.Who) + " next turn"
	case lastGraft:
		return "If " + lowerFirst(subject(st.Who, "you forge", "forges")) + " a key on " + possessive(st.Who) + " next turn, " + lowerFirst(subject(st.Who, "you must", "must")) + " give the other player " + possessive(st.Who) + " remaining A"
	case lastHitNeighbors:
		return "For the remainder of the turn, after you use a friendly creature, deal " + strconv.Itoa(st.N) + "D to its neighbors"
	case lastReturnAction:
		return "After you resolve your next action card this turn, return it to your hand instead of placing it in your discard pile"
	case lastNoReap:
		if st.House != "" {
			return withDuration(st.Dur, "creatures of the chosen house cannot be used to reap")
		}
		return withDuration(st.Dur, "creatures cannot reap")
	case lastNoVerb:
		return heNoVerbText(st)
	case lastKeyCostPer:
		return "Keys cost +" + strconv.Itoa(st.N) + "A for each " + HouseName(st.House) + " creature in play " + durationText(st.Dur)
	case lastUseHouse:
		return "You may use up to " + strconv.Itoa(st.N) + " other " + HouseName(st.House) + " cards this turn"
	case lastGainOnPlay:
		return "For the remainder of the turn, gain " + strconv.Itoa(st.N) + "A each time you play a creature"
	case LastPlayOrUseHouse:
		return "You may play or use " + article(HouseName(st.House)) + " card this turn"
	}
	return "A lasting effect"
}

// staticText prints a constant ability.
func staticText(st *Static, name string) string {
	if st.Lead && st.If.Is != Always {
		return leadStaticText(st, name)
	}
	if s, ok := g3StaticText(st, name); ok {
		return s
	}
	if st.Is == RefillMod {
		return hcRefillText(st, name) // its condition is about the player refilling
	}
	if heStatic(st.Is) {
		return heStaticText(st, name)
	}
	if hhStatic(st.Is) {
		return hhStaticText(st, name)
	}
	if hoStatic(st.Is) {
		return hoStaticText(st, name) // ability_hand_o.go
	}
	if s, ok := hsStaticText(st); ok {
		return s // ability_hand_s.go
	}
	if st.Is == StealsCaptured || st.Is == CaptureIconSteals {
		return hfStaticText(st)
	}
	if st.Is == hpZeroArmor && st.To.Count == Parent {
		return "This creature loses all armor." // Shield-U-Later's upgrade (scripts_hand_u.go)
	}
	if s, ok := hpStaticText(st, name); ok {
		return s // ability_hand_p.go
	}
	if s, ok := huStaticText(st, name); ok {
		return s // ability_hand_u.go
	}
	if s, ok := zStaticText(st, name); ok {
		return s // multi_house.go, ability_hand_z.go
	}
	if s, ok := hxStaticText(st); ok {
		return s // ability_hand_x.go
	}
	if s, ok := aaStaticText(st, name); ok {
		return s // ability_hand_aa.go
	}
	if s, ok := adStaticText(st); ok {
		return s // ability_hand_ad.go
	}
	if st.Is == hqPowerIs {
		return upperFirst(targetText(&st.To, name)) + " is considered to have " + strconv.Itoa(st.N) + " power." // power_is.go
	}
	if s, ok := hqStaticText(st); ok {
		return s // one_per_type.go
	}
	if s, ok := hrStaticText(st, name); ok {
		return s // ability_hand_r.go
	}
	if s, ok := htStaticText(st, name); ok {
		return s // ability_hand_t.go
	}
	if s, ok := hwStaticText(st); ok {
		return s // ability_hand_w.go
	}
	if s, ok := insteadText(st, name); ok {
		return s // instead.go
	}
	if s, ok := iconInsteadText(st); ok {
		return s // icon_instead.go
	}
	if s, ok := abKeyStaticText(st); ok {
		return s // key_forging.go
	}
	if s, ok := abStaticText(st, name); ok {
		return s // ability_hand_ab.go
	}
	if s, ok := aeStaticText(st); ok {
		return s // ability_hand_ae.go
	}
	if s, ok := acStaticText(st, name); ok {
		return s // ability_hand_ac.go
	}
	if s, ok := agStaticText(st, name); ok {
		return s // ability_hand_ag.go
	}
	if s, ok := ahStaticText(st, name); ok {
		return s // draw_instead.go
	}
	if st.Is == BonusAsCapture {
		return "When resolving a bonus icon, you may choose to resolve it as a capture bonus icon instead." // ability_hand_g.go
	}
	t := targetText(&st.To, name)
	per := perText(st.Per, name)
	if st.Max > 0 {
		per += " (to a maximum of " + strconv.Itoa(st.Max) + ")"
	}
	cond := ""
	switch st.If.Is {
	case Always:
	case IfThisOnFlank:
		cond = " while it is on a flank"
	case IfThisNotFlank:
		cond = " while it is not on a flank"
	case IfThisInCenter:
		if st.Is != PlayOffHouse {
			cond = " while it is in the center of your battleline"
		}
	case IfThisDamaged:
		cond = " while it is damaged"
	case IfFriendlyDestroyed:
		// "If a friendly creature was destroyed this turn, …": the
		// ability's own case leads with it.
	default:
		// "While the tide is high, …": a condition on the game leads.
		plain := *st
		plain.If = Cond{}
		return "While " + condText(&st.If, name) + ", " + lowerFirst(staticText(&plain, name))
	}
	switch st.Is {
	case PowerBonus:
		return upperFirst(t) + " " + verbFor(&st.To, "get", "gets") + " " + signed(st.N) + " power" + per + cond + "."
	case ArmorBonus:
		return upperFirst(t) + " " + verbFor(&st.To, "get", "gets") + " " + signed(st.N) + " armor" + per + cond + "."
	case KeywordGrant:
		if st.Per != nil {
			return hoKeywordXText(st, name, t) // "splash-attack X, where X is …" (ability_hand_o.go)
		}
		return upperFirst(t) + " " + verbFor(&st.To, "gain", "gains") + " " + keywordText(st.KW, st.N) + cond + "."
	case KeyCostMod:
		lead := "Keys cost"
		switch st.Who {
		case You:
			lead = "Your keys cost"
		case Opponent:
			lead = "Your opponent's keys cost"
		}
		if st.If.Is != Always {
			return "While " + condText(&st.If, name) + ", " + lowerFirst(lead) + " " + signed(st.N) + "A" + per + "."
		}
		return lead + " " + signed(st.N) + "A" + per + "."
	case Cannot:
		if st.To.Count == Self && st.Verb == VerbPlay && st.If.Is == IfCount && st.If.Cmp == Equal && st.If.N == 0 && st.If.Of != nil {
			return name + " cannot be played unless there is another " + targetNoun(st.If.Of, name, false) + " in play."
		}
		if st.To.Count == Each && st.Verb == VerbPlay {
			// The player cannot play them: "You cannot play creatures."
			return subject(st.Who, "You cannot", "cannot") + " play " + targetNoun(&st.To, name, true) + cond + "."
		}
		if st.To.Count == Each {
			t = targetNoun(&st.To, name, true) // "Enemy creatures cannot reap."
		}
		return upperFirst(t) + " cannot " + st.Verb.String() + cond + "."
	case NoDamageAttacked:
		return name + " deals no damage when attacked."
	case NoDamageFighting:
		return name + " deals no damage when fighting."
	case TakesDamageFor:
		return "Damage dealt to " + strings.TrimPrefix(targetText(&st.To, name), "each of ") + " is dealt to " + name + " instead."
	case SharesFightDamage:
		return "Damage dealt to " + strings.TrimPrefix(targetText(&st.To, name), "each of ") + " during fights is also dealt to " + name + "."
	case EntersAsCopy:
		return name + " enters play as a copy of another creature in play, except it belongs to house " + HouseName(st.House) + "."
	case FriendsEnterReady:
		if st.To != (Target{}) {
			return "Friendly " + targetNoun(&st.To, name, true) + " enter play ready."
		}
		return "Your creatures enter play ready."
	case NoThirdKey:
		return "Players cannot forge their " + [...]string{1: "first", 2: "second", 3: "third"}[g3NthKey(st)] + " key."
	case NoForgeAhead:
		return "Each player cannot forge keys while they have more forged keys than their opponent."
	case Unstealable:
		return "While you have " + strconv.Itoa(st.N) + "A or more, your A cannot be stolen."
	case FightDamageCap:
		return name + " only deals " + strconv.Itoa(st.N) + "D when fighting."
	case NoTauntElusive:
		return "While " + name + " is attacking, ignore taunt and elusive."
	case FlankTargetsOnly:
		return "When " + name + " is used to fight, it can only attack flank creatures."
	case CapturesGains:
		return "Each A that would be added to your opponent's pool is captured by " + name + " instead."
	case ReadyIfHaunted:
		return name + " cannot ready unless you are haunted."
	case PlayOffHouse:
		lead := "During your turn, "
		if st.If.Is != Always {
			lead += "if " + condText(&st.If, name) + ", "
		}
		return lead + "you may play one card that is not of the active house."
	case SpendableAember:
		return "You may spend A on " + name + " as if it were in your pool."
	case CannotPlayMore:
		return subject(st.Who, "You cannot", "cannot") + " play more than " + strconv.Itoa(st.N) + " cards each turn."
	case MustChoose:
		return "While " + name + " is in play you must choose " + HouseName(st.House) + " as your active house."
	case EntersReady:
		if st.If.Is != Always {
			return "If " + condText(&st.If, name) + ", " + name + " enters play ready."
		}
		return name + " enters play ready."
	case SkipsForge:
		return "Skip your \"forge a key\" step."
	case EntersStunned:
		return name + " enters play stunned."
	case HandBonus:
		if st.If.Is == IfThisInCenter {
			return "During your \"draw cards\" step, if " + name + " is in the center of your battleline, refill your hand to " + strconv.Itoa(st.N) + " additional " + plural(st.N, "card") + "."
		}
		if st.Per != nil {
			return "During your \"draw cards\" step, refill your hand to " + strconv.Itoa(st.N) + " additional " + plural(st.N, "card") + perText(st.Per, name) + "."
		}
		return "During your \"draw cards\" step, refill your hand to " + strconv.Itoa(st.N) + " additional " + plural(st.N, "card") + "."
	case DestroyedGoes:
		if st.Zone == ZoneDeck {
			return "Destroyed: Put " + name + " on top of your deck."
		}
		return "Destroyed: Return " + name + " to your " + st.Zone.String() + "."
	case FightBonus:
		return name + " deals +" + strconv.Itoa(st.N) + "D while attacking " + article(targetNoun(&st.To, name, false)) + "."
	case NoSteal:
		return "Your A cannot be stolen."
	case SpendsFriends:
		return "You may spend A on friendly creatures as if it were in your pool."
	case IgnoresArmorTaunt:
		return "While " + name + " is attacking, ignore armor and taunt."
	}
	return ""
}

// condText prints a condition (without "if").
func condText(c *Cond, name string) string {
	switch c.Is {
	case IfAember:
		who, have := "you", "have"
		switch c.Who {
		case Opponent:
			who, have = "your opponent", "has"
		case EachPlayer:
			who, have = "each player", "has"
		}
		switch c.Cmp {
		case Equal:
			if c.N == 0 {
				return who + " " + have + " no A"
			}
			return who + " " + have + " exactly " + strconv.Itoa(c.N) + "A"
		case AtLeast:
			return who + " " + have + " " + strconv.Itoa(c.N) + "A or more"
		case AtMost:
			return who + " " + have + " " + strconv.Itoa(c.N) + "A or fewer" // as cards print it
		case MoreThanOpp:
			return who + " " + have + " more A than " + map[bool]string{true: "you", false: "your opponent"}[c.Who == Opponent]
		case Even, Odd:
			return who + " " + have + " an " + map[bool]string{true: "even", false: "odd"}[c.Cmp == Even] + " amount of A"
		}
	case IfCount:
		if c.Cmp == MoreThanOpp {
			u := *c.Of
			u.Side = otherSide(c.Of.Side)
			return "there are more " + targetNoun(c.Of, name, true) + " than " + targetNoun(&u, name, true)
		}
		if c.Of.Is&Token != 0 && c.Of.Side == Friendly && c.Cmp == AtLeast && c.N == 1 {
			return "you control a token creature"
		}
		if c.Of.Count == Self && c.Of.Kind == Creature && c.Cmp == AtLeast && c.N == 1 {
			return name + " is in the battleline" // Auto-Legionary
		}
		if c.Of.Count == Self && c.Of.Kind == Creature && c.Cmp == Equal && c.N == 0 {
			return name + " has left the battleline" // Tick-Tock
		}
		if (c.Of.Count == Self || c.Of.Count == Parent) && c.Cmp == AtLeast && c.N == 1 {
			return hoIsText(c.Of, name) // "Narl Gibbus is enraged" (ability_hand_o.go)
		}
		if c.Of.Count == Neighbors && c.Cmp == AtLeast && c.N == 1 {
			return name + " has " + article(strings.TrimSuffix(targetNoun(&Target{Is: c.Of.Is, House: c.Of.House, Trait: c.Of.Trait}, name, false), "creature")+"neighbor")
		}
		if c.Of.Count == Neighbors && c.Cmp == AtLeast {
			// Sil-A-T8's second "for each of its Star Alliance neighbors"
			return name + " has " + cmpText(c.Cmp, c.N) + " " + strings.TrimSuffix(targetNoun(&Target{Is: c.Of.Is, House: c.Of.House, Trait: c.Of.Trait}, name, true), "creatures") + "neighbors"
		}
		if c.Of.Where != InPlay {
			return "there are " + cmpText(c.Cmp, c.N) + " " + targetNoun(c.Of, name, true)
		}
		return "there are " + cmpText(c.Cmp, c.N) + " " + targetNoun(c.Of, name, true) + " in play"
	case IfThisOnFlank:
		return name + " is on a flank"
	case IfThisNotFlank:
		return name + " is not on a flank"
	case IfThisInCenter:
		return name + " is in the center of your battleline"
	case IfTide:
		return "the tide is high"
	case IfTideLow:
		return "the tide is low"
	case IfHaunted:
		if c.Who == Opponent {
			return "your opponent is haunted"
		}
		return "you are haunted"
	case IfThatDestroyed:
		return "that creature is destroyed"
	case IfThatSurvived:
		return "that creature is not destroyed"
	case IfThisDamaged:
		return name + " is damaged"
	case IfFriendlyDestroyed:
		if c.Who == Opponent {
			return "an enemy creature was destroyed this turn"
		}
		return "a friendly creature was destroyed this turn"
	case IfDone:
		return "you do"
	case IfNotDone:
		return "you do not"
	case IfNotHaunted:
		if c.Who == Opponent {
			return "your opponent is not haunted"
		}
		if c.Who == ChosenPlayer {
			return "that player is not haunted" // Dark Memento
		}
		return "you are not haunted"
	case htIfThisInDiscard:
		return name + " is in your discard pile" // ability_hand_t.go
	case htIfOppHousesBelow:
		return "your opponent does not control creatures from " + strconv.Itoa(c.N) + " different houses" // ability_hand_t.go
	case hxIfThisSurvives, hxIfTideNotLow, hxIfWasToken, hxIfNoCreaturePlayed:
		return hxCondText(c, name) // ability_hand_x.go
	case IfYourTurn:
		return "it is your turn"
	case IfNotYourTurn:
		return "it is not your turn"
	case IfThatIs, IfEnemyDestroyed:
		return g3CondText(c, name)
	case hrIfPlayed, hrIfUsed, hrIfFought, hrIfForged, hrIfDiscarded:
		return hrCondText(c, name) // turn_history.go
	}
	return "true"
}

func cmpText(c Cmp, n int) string {
	switch c {
	case AtMost:
		return strconv.Itoa(n) + " or fewer"
	case Equal:
		if n == 0 {
			return "no"
		}
		return "exactly " + strconv.Itoa(n)
	}
	return strconv.Itoa(n) + " or more"
}

// targetText prints a target as a noun phrase: "an enemy flank creature",
// "each undamaged creature", "Troll", "this creature".
func targetText(t *Target, name string) string {
	switch t.Count {
	case Self:
		return name
	case That:
		if t.Kind == Artifact {
			return "that artifact" // Poltergeist's "Destroy that artifact."
		}
		return "that creature"
	case Triggering:
		if t.Kind == AnyCard {
			return "that card" // Thievery (scripts_hand_t.go)
		}
		return "that creature"
	case Parent:
		return "this creature"
	case Neighbors:
		if t.Trait != "" && t.Is&NotTrait != 0 {
			return "each of " + name + "'s non-" + upperFirst(t.Trait) + " neighbors"
		}
		if adj, ok := g3NeighborsAdjectives(t, name); ok {
			return "each of " + name + "'s " + adj + "neighbors" // "each of Phloxem Spewer's Mars neighbors"
		}
		return "each of " + name + "'s neighbors"
	case Fought:
		return "the creature " + name + " fights"
	case FoughtNeighbors:
		return "each neighbor of the creature " + name + " fights"
	case ThatNeighbors:
		return "each of its neighbors"
	}
	if t.Is&AmongThat != 0 && t.Count == One {
		return "one of them"
	}
	noun := targetNoun(t, name, false)
	switch t.Count {
	case Each:
		if *t == (Target{Count: Each, Kind: AnyCard}) {
			return "each creature and artifact"
		}
		if t.Is&(MostPowerful|LeastPowerful) != 0 {
			return eachExtremeText(t, name)
		}
		return "each " + noun
	case Exactly:
		return countWord(int(t.N)) + " " + targetNoun(t, name, int(t.N) != 1)
	case UpTo:
		if t.N >= AnyNumber {
			return "any number of " + targetNoun(t, name, true)
		}
		return "up to " + strconv.Itoa(int(t.N)) + " " + targetNoun(t, name, t.N != 1)
	}
	if t.Is&(Other|NotThat) != 0 {
		return "another " + strings.TrimPrefix(noun, "other ")
	}
	if t.Is&(MostPowerful|LeastPowerful) != 0 {
		return "the " + noun
	}
	return article(noun)
}

// kindNoun is the noun of the kind of card a target names.
func kindNoun(k Kind) string {
	switch k {
	case Creature:
		return "creature"
	case Artifact:
		return "artifact"
	case Upgrade:
		return "upgrade"
	case AnyCard:
		return "card"
	case ActionCard:
		return "action"
	}
	return ""
}

// statusWords are the adjectives of the status filters, in the order
// targetNoun says them.
var statusWords = [...]struct {
	f Filter
	w string
}{{Damaged, "damaged"}, {Undamaged, "undamaged"}, {Exhausted, "exhausted"}, {Stunned, "stunned"}, {Warded, "warded"}, {Enraged, "enraged"}, {IsElusive, "elusive"}}

// targetNoun is a target's noun with its adjectives, without article.
func targetNoun(t *Target, name string, many bool) string {
	var words [8]string // most nouns have fewer words: no allocation for them
	w := words[:0]
	if t.Is&Other != 0 {
		w = append(w, "other")
	}
	if t.Is&MostPowerful != 0 {
		w = append(w, "most powerful")
	}
	if t.Is&LeastPowerful != 0 {
		w = append(w, "least powerful")
	}
	if t.Is&Neighboring != 0 {
		w = append(w, "neighboring")
	}
	if t.Is&NotThat != 0 {
		w = append(w, "different")
	}
	for _, f := range statusWords {
		if t.Is&f.f != 0 {
			w = append(w, f.w)
		}
	}
	switch {
	case t.Where != InPlay:
		// The zone says whose: "in your opponent's discard pile".
	case t.Side == Friendly:
		w = append(w, "friendly")
	case t.Side == Enemy:
		w = append(w, "enemy")
	}
	if t.Is&Ready != 0 {
		// "friendly ready creature", as cards print it ("ready" may be a
		// verb: CardTextKey does not reorder it).
		w = append(w, "ready")
	}
	if t.Is&AtFlank != 0 {
		w = append(w, "flank")
	}
	if t.House != "" {
		if t.Is&NotHouse != 0 {
			w = append(w, "non-"+HouseName(t.House))
		} else {
			w = append(w, HouseName(t.House))
		}
	}
	if t.Trait != "" {
		if t.Is&NotTrait != 0 {
			w = append(w, "non-"+upperFirst(t.Trait))
		} else {
			w = append(w, upperFirst(t.Trait))
		}
	}
	if t.Is&Token != 0 {
		w = append(w, "token")
	}
	noun := kindNoun(t.Kind)
	if t.Name != "" {
		noun = upperFirst(t.Name) // a card named: "an Urchin"
	}
	if many {
		noun += "s"
	}
	w = append(w, noun)
	s := strings.Join(w, " ")
	if t.Is&NotAtFlank != 0 {
		s += " not on a flank" // as cards print it ("each enemy creature not on a flank")
	}
	if t.Is&ChosenHouse != 0 {
		s += " of that house"
	}
	switch t.Where {
	case InHand:
		if t.Side == Enemy {
			s += " from your opponent's hand"
		} else {
			s += " from your hand"
		}
	case InDiscard:
		switch t.Side {
		case Enemy:
			s += " in your opponent's discard pile"
		case Friendly:
			s += " in your discard pile"
		default:
			s += " in a discard pile"
		}
	case InArchives:
		if t.Side == Enemy {
			s += " in your opponent's archives"
		} else {
			s += " in your archives"
		}
	}
	if t.Is&WithAember != 0 {
		s += " with A on it"
	}
	s += heFilterText(t.Is)
	s += hhFilterText(t.Is)
	s += hoFilterText(t.Is)
	s += hxFilterText(t.Is)
	if t.Is&WithBonusIcon != 0 {
		s += " with a bonus icon" // icon_instead.go
	}
	s += zFilterText(t.Is)
	s += abFilterText(t.Is)
	if t.Is&hsSamePower != 0 {
		s += " with the same power as " + name // ability_hand_s.go
	}
	if t.Is&SharesHouse != 0 {
		s += " that shares a house with it"
	}
	if t.Is&WeakerThanIt != 0 {
		s += " with lower power than it"
	}
	if t.Is&Armored != 0 {
		s += " with armor"
	}
	if t.Is&OddPower != 0 {
		s += " with odd power"
	}
	if t.Is&EvenPower != 0 {
		s += " with even power"
	}
	if t.Is&(PowerAtLeast|PowerAtMost) == PowerAtLeast|PowerAtMost {
		return s + " with " + strconv.Itoa(int(t.Power)) + " power" // exactly
	}
	if t.Is&PowerAtLeast != 0 {
		s += " with power " + strconv.Itoa(int(t.Power)) + " or higher"
	}
	if t.Is&PowerAtMost != 0 {
		s += " with power " + strconv.Itoa(int(t.Power)) + " or lower"
	}
	return s
}

// amountText is the number before A or D: "2", or "1" for a "for each".
// allAember is whose pool a step's amount is all of ("your opponent's"
// for "all of your opponent's A"), "" when it is not a whole pool.
func allAember(st *Clause) string {
	if st.Per == nil || st.Per.Q != AemberOf || st.N > 1 {
		return ""
	}
	if st.Per.Who == Opponent {
		return "your opponent's"
	}
	return possessive(st.Per.Who)
}

func amountText(n int, per *Amount, name string) string {
	if per != nil && n == 0 {
		n = 1
	}
	return strconv.Itoa(n)
}

// perText is a computed amount's phrase: " for each …".
func perText(per *Amount, name string) string {
	if per == nil {
		return ""
	}
	switch per.Q {
	case CountOf:
		if per.Of.Count == Neighbors {
			// "for each of Nantucket's Skyborn neighbors"
			adj := strings.TrimSuffix(targetNoun(&Target{Side: per.Of.Side, Is: per.Of.Is, House: per.Of.House, Trait: per.Of.Trait}, name, true), "creatures")
			return " for each of " + name + "'s " + adj + "neighbors"
		}
		return " for each " + targetNoun(&per.Of, name, false)
	case AemberOf:
		return " equal to the A in " + possessive(per.Who) + " pool"
	case ArchivesOf:
		if per.Who == Opponent {
			return " for each card in your opponent's archives"
		}
		return " for each card in " + possessive(per.Who) + " archives"
	case DoneThisWay:
		return " for each creature destroyed this way"
	case DamageOnThis:
		return " for each damage on " + name
	case huNeighborsOfIt, huPurgedCards, huPowerOfThat:
		return huPerText(per, name) // ability_hand_u.go
	case hoPowerOfThis:
		return " for each power " + name + " has"
	case hoDamageOnItsCreature:
		return " for each damage on this creature"
	case hrPowerOfThat:
		return " for each power that creature has" // ability_hand_r.go
	case hsCountersOnThis:
		return " for each " + per.Of.Name + " counter on " + name // counters.go
	case hsCardsUnderThis:
		return " for each card under " + name // under.go
	case AemberOnCards:
		if per.Of.Count == Self {
			return " for each A on " + name
		}
		if per.Of.Count == That {
			return " for each A on that creature"
		}
		return " for each A on " + targetNoun(&per.Of, name, true)
	case AemberOnIt:
		return " for each A on it"
	case UpgradesOnIt:
		return " for each upgrade attached to it"
	case UnforgedKeys:
		return " for each unforged key " + strings.TrimPrefix(subject(per.Who, "you have", "has"), "")
	case HandOf, PlayedThisTurn, HousesAmong, ForgedKeys, UpgradesOnThis:
		return perTextGen2(per, name)
	}
	return ""
}

// subject puts a player before a verb: "Gain" for you, "Your opponent
// gains", "Each player gains".
func subject(w Who, you, third string) string {
	switch w {
	case Opponent:
		return "Your opponent " + third
	case EachPlayer:
		return "Each player " + third
	case ThatOwner:
		return "Its owner " + third
	case ThatController:
		return "Its controller " + third
	}
	return you
}

func possessive(w Who) string {
	switch w {
	case You:
		return "your"
	case EachPlayer:
		return "their"
	}
	return "their"
}

// many reports whether a target names more than one card.
func many(t *Target) bool {
	return t.Count == Each || (t.Count == Exactly || t.Count == UpTo) && t.N != 1
}

func ownerOf(t *Target) string {
	if t.Count == Self || t.Side == Friendly {
		return "your"
	}
	if t.Count == Each {
		return "its owner's"
	}
	return "its owner's"
}

func verbFor(t *Target, plural, singular string) string {
	if (t.Count == Exactly || t.Count == UpTo) && t.N != 1 {
		return plural
	}
	return singular
}

// withDuration puts a lasting effect's duration where cards print it: "For
// the remainder of the turn, …" leads; "… during your opponent's next
// turn" follows.
func withDuration(d Duration, s string) string {
	if d == UntilTurnEnd {
		return "For the remainder of the turn, " + lowerFirst(s)
	}
	return s + " " + durationText(d)
}

func durationText(d Duration) string {
	switch d {
	case UntilTurnEnd:
		return "for the remainder of the turn"
	case UntilNextTurn:
		return "during your opponent's next turn"
	}
	return ""
}

func keywordText(k Keyword, n int) string {
	if n > 0 {
		return string(k) + " " + strconv.Itoa(n)
	}
	return string(k)
}

var countWords = [...]string{"no", "a", "two", "three", "four", "five"}

// countWord is "a", "two", …: how card text counts things.
func countWord(n int) string {
	if n >= 0 && n < len(countWords) {
		return countWords[n]
	}
	return strconv.Itoa(n)
}

func countOrNum(n int) string {
	if n == 1 {
		return "card"
	}
	return strconv.Itoa(n) + " cards"
}

func plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

func signed(n int) string {
	if n < 0 {
		return "–" + strconv.Itoa(-n)
	}
	return "+" + strconv.Itoa(n)
}

func article(noun string) string {
	if noun != "" && strings.ContainsRune("aeiouAEIOU", rune(noun[0])) {
		return "an " + noun
	}
	return "a " + noun
}

func lowerFirst(s string) string {
	head, rest := lowerFirstParts(s)
	return head + rest
}

// lowerFirstParts is lowerFirst(s) in two parts: the lowered first
// letter, or nothing when it stays, and the rest of s.
func lowerFirstParts(s string) (head, rest string) {
	if s == "" {
		return "", s
	}
	if len(s) > 2 && s[0] == 'A' && s[1] == ' ' && s[2] >= 'a' && s[2] <= 'z' {
		return "a", s[1:] // the article: the A symbol never starts a clause
	}
	// Keep card names and "A" (the Æmber symbol) as they are: only a
	// leading capitalised ordinary word is lowered.
	i := strings.IndexByte(s, ' ')
	if i < 0 {
		i = len(s)
	}
	first := s[:i]
	if len(first) > 1 && first[0] >= 'A' && first[0] <= 'Z' && strings.ToLower(first[1:]) == first[1:] && isCommonWord(first) {
		k := first[0] - 'A'
		return lowerLetters[k : k+1], s[1:]
	}
	return "", s
}

const lowerLetters = "abcdefghijklmnopqrstuvwxyz"

// isCommonWord reports whether a capitalised first word (an ASCII
// capital, then lower case) is an ordinary word of ability text (not a
// card name), so that it may be lowered. (It lowers the capital in a
// buffer of its own: lowering a copy of the word cost two allocations.)
func isCommonWord(w string) bool {
	var buf [16]byte // longer than any of the words
	if len(w) > len(buf) {
		return false
	}
	lower := append(buf[:0], w...)
	lower[0] += 'a' - 'A'
	switch string(lower) {
	case "gain", "lose", "steal", "capture", "deal", "heal", "destroy", "sacrifice", "ready", "exhaust",
		"stun", "ward", "enrage", "give", "remove", "draw", "discard", "archive", "purge", "return", "shuffle",
		"take", "keys", "raise", "choose", "fight", "use", "fully", "your", "each", "a", "an", "exalt", "pay",
		"make", "for", "until", "if", "otherwise", "you", "its", "this", "that", "another", "up", "put", "move", "forge", "it", "they", "play",
		"after", "their", "swap", "reveal", "attach", "count", "repeat", "enemy", "friendly", "place", "during":
		return true
	}
	return false
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	_, n := utf8.DecodeRuneInString(s) // a whole letter: "æmberling" is "Æmberling", not a broken byte
	return strings.ToUpper(s[:n]) + s[n:]
}

// HouseName is a house as players write it: "Star Alliance" for
// "staralliance", "Dis" for "dis".
func HouseName(h House) string {
	switch h {
	case "staralliance":
		return "Star Alliance"
	case "":
		return ""
	}
	return upperFirst(string(h))
}

// thisWay is what a step did, as "for each … this way" counts it.
func thisWay(prev *Clause) string {
	switch prev.Do {
	case DoHeal:
		return "damage healed this way"
	case DoLose:
		return "A lost this way"
	case DoSteal:
		return "A stolen this way"
	case DoCapture:
		return "A captured this way"
	case DoDiscard, DoDiscardRandom, DoDiscardTop:
		return "card discarded this way"
	case DoArchive, DoArchiveTop:
		return "card archived this way"
	case DoReturn:
		return "creature returned this way"
	case DoPurge:
		return "card purged this way"
	case DoDraw:
		return "card drawn this way"
	case DoGo:
		if strings.HasPrefix(prev.Say, "Reveal") {
			return "card revealed this way" // a closure that reveals cards counts them
		}
	case DoReveal:
		return "card revealed this way"
	case DoDiscardNamed:
		return hdCardNoun(&prev.To) + " discarded this way"
	case DoChoose, DoChooseAlso:
		return "card chosen this way"
	}
	return "creature destroyed this way"
}
