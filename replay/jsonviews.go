package replay

import (
	"encoding/json"
	"io"

	"github.com/kfr-dev/kfr/engine"
)

// JSONBoard is a board (`kfr state --json`): a view with players and cards
// named.
type JSONBoard struct {
	Schema  int               `json:"schema"`
	Turn    int               `json:"turn"`
	Active  string            `json:"active"`
	Step    string            `json:"step"`
	House   string            `json:"house"`
	Tide    *string           `json:"tide"`
	Winner  *string           `json:"winner"`
	Reason  string            `json:"reason"`
	Players []JSONBoardPlayer `json:"players"`
}

// JSONBoardPlayer is one side of a board.
type JSONBoardPlayer struct {
	Name       string     `json:"name"`
	Aember     int        `json:"aember"`
	Keys       []string   `json:"keys"`
	Chains     int        `json:"chains"`
	KeyCost    int        `json:"key_cost"`
	Hand       JSONZone   `json:"hand"`
	Deck       JSONZone   `json:"deck"`
	Discard    JSONZone   `json:"discard"`
	Archives   JSONZone   `json:"archives"`
	Purged     JSONZone   `json:"purged"`
	Artifacts  []JSONCard `json:"artifacts"`
	Battleline []JSONCard `json:"battleline"`
}

// JSONZone is a zone's size and the cards known to be there (printed names).
type JSONZone struct {
	Count int      `json:"count"`
	Known []string `json:"known"`
}

// JSONCard is a card in play.
type JSONCard struct {
	Name      string   `json:"name"`
	ID        string   `json:"id"`
	Power     int      `json:"power"`
	Armor     int      `json:"armor"`
	Damage    int      `json:"damage"`
	Aember    int      `json:"aember"`
	Counters  int      `json:"counters"`
	Exhausted bool     `json:"exhausted"`
	Stunned   bool     `json:"stunned"`
	Warded    bool     `json:"warded"`
	Enraged   bool     `json:"enraged"`
	Upgrades  []string `json:"upgrades"`
	// Granted are the abilities the log declared it gained ("> grant"),
	// while they last; left out when there is none.
	Granted []string `json:"granted,omitempty"`
}

// Board builds the JSON form of a view.
func Board(v engine.View, db engine.CardDB) JSONBoard {
	name := func(p int8) *string {
		if p != 0 && p != 1 {
			return nil
		}
		return &v.Players[p].Name
	}
	b := JSONBoard{Schema: SchemaVersion, Turn: v.PlayerTurn, Active: playerOf(v, v.Active), Step: v.Step.String(),
		House: string(v.House), Tide: name(v.Tide), Reason: v.Reason}
	if v.Over {
		b.Winner = name(v.Winner)
	}
	for _, p := range v.Players {
		jp := JSONBoardPlayer{Name: p.Name, Aember: p.Aember, Keys: keyNames(p.Keys), Chains: p.Chains,
			KeyCost: p.KeyCost, Hand: zone(p.Hand, db), Deck: zone(p.Deck, db), Discard: zone(p.Discard, db),
			Archives: zone(p.Archives, db), Purged: zone(p.Purged, db),
			Artifacts: cards(p.Artifacts, db), Battleline: cards(p.Battleline, db)}
		b.Players = append(b.Players, jp)
	}
	return b
}

func keyNames(ks []engine.KeyColor) []string {
	out := make([]string, 0, len(ks))
	for _, k := range ks {
		out = append(out, k.String())
	}
	return out
}

func zone(z engine.ZoneView, db engine.CardDB) JSONZone {
	out := JSONZone{Count: z.Count, Known: make([]string, 0, len(z.Known))}
	for _, id := range z.Known {
		out.Known = append(out.Known, CardName(db, id))
	}
	return out
}

func cards(cs []engine.CardView, db engine.CardDB) []JSONCard {
	out := make([]JSONCard, 0, len(cs))
	for _, c := range cs {
		jc := JSONCard{Name: c.Name, ID: c.ID, Power: c.Power, Armor: c.Armor, Damage: c.Damage, Aember: c.Aember,
			Counters: c.Counters, Exhausted: c.Exhausted, Stunned: c.Stunned, Warded: c.Warded, Enraged: c.Enraged,
			Upgrades: make([]string, 0, len(c.Upgrades)), Granted: c.Granted}
		for _, u := range c.Upgrades {
			jc.Upgrades = append(jc.Upgrades, CardName(db, u))
		}
		out = append(out, jc)
	}
	return out
}

// JSONTurn is an audited turn (`kfr audit --json`).
type JSONTurn struct {
	Schema  int          `json:"schema"`
	Turn    int          `json:"turn"`
	Player  *string      `json:"player"`
	Actions []JSONAction `json:"actions"`
}

// JSONAction is one action of an audited turn.
type JSONAction struct {
	Number     int                 `json:"number"`
	Line       int                 `json:"line"`
	Entry      int                 `json:"entry"`
	Action     string              `json:"action"`
	Step       string              `json:"step"`
	Events     []string            `json:"events"`
	Changes    []JSONChange        `json:"changes"`
	Checks     []JSONCheck         `json:"checks"`
	Violations []JSONRuleViolation `json:"violations"`
	Rules      []JSONRuleCheck     `json:"rules"`
	Hash       string              `json:"hash"`
}

// JSONChange is one thing that changed.
type JSONChange struct {
	Subject string `json:"subject"`
	Field   string `json:"field"`
	Before  string `json:"before"`
	After   string `json:"after"`
}

// JSONCheck is one checkpoint item of an action.
type JSONCheck struct {
	Subject  string `json:"subject"`
	Field    string `json:"field"`
	OK       bool   `json:"ok"`
	Expected string `json:"expected"`
	Actual   string `json:"actual"`
}

// JSONRuleViolation is a violation with the rulebook text it rests on.
type JSONRuleViolation struct {
	Rule      string `json:"rule"`
	Title     string `json:"title"`
	Message   string `json:"message"`
	Reference string `json:"reference"`
	Quote     string `json:"quote"`
	// Unverifiable marks a finding the log's hidden information cannot
	// settle ("cannot verify"): no violation.
	Unverifiable bool `json:"unverifiable,omitempty"`
}

// JSONRuleCheck is a rule governing the action and whether it was broken.
type JSONRuleCheck struct {
	Rule   string `json:"rule"`
	Broken bool   `json:"broken"`
}

// TurnJSON builds the JSON form of an audited turn.
func TurnJSON(ta *TurnAudit, db engine.CardDB) JSONTurn {
	j := JSONTurn{Schema: SchemaVersion, Turn: ta.Name.N, Actions: make([]JSONAction, 0, len(ta.Actions))}
	if ta.Player == 0 || ta.Player == 1 {
		j.Player = &ta.Start.Players[ta.Player].Name
	}
	for i := range ta.Actions {
		j.Actions = append(j.Actions, actionJSON(&ta.Actions[i], db))
	}
	return j
}

func actionJSON(a *ActionAudit, db engine.CardDB) JSONAction {
	ja := JSONAction{Number: a.Number, Line: a.Line, Entry: a.Entry, Action: a.Text, Step: a.Phase.String(),
		Events: []string{}, Changes: []JSONChange{}, Checks: []JSONCheck{}, Violations: []JSONRuleViolation{},
		Rules: []JSONRuleCheck{}, Hash: hashText(a.Hash)}
	players := [2]string{a.After.Players[0].Name, a.After.Players[1].Name}
	for _, e := range a.Events {
		if s := EventText(e, players, db); s != "" {
			ja.Events = append(ja.Events, s)
		}
	}
	for _, c := range a.Changes {
		ja.Changes = append(ja.Changes, JSONChange(c))
	}
	for _, c := range a.Checks {
		subject := playerOf(a.After, c.Player)
		if !c.Card.IsZero() {
			subject = CardName(db, c.Card.ID)
		}
		ja.Checks = append(ja.Checks, JSONCheck{Subject: subject, Field: c.Item.Field, OK: c.OK, Expected: c.Expected, Actual: c.Actual})
	}
	broken := map[string]bool{}
	for _, v := range a.Violations {
		broken[v.Violation.Rule] = true
		ja.Violations = append(ja.Violations, JSONRuleViolation{Rule: v.Violation.Rule, Title: v.Rule.Title,
			Message: v.Message, Reference: v.Violation.Reference, Quote: v.Rule.Quote, Unverifiable: v.Violation.Unverifiable})
	}
	for _, g := range a.Governing {
		ja.Rules = append(ja.Rules, JSONRuleCheck{Rule: g.ID, Broken: broken[g.ID]})
	}
	return ja
}

// hashText is a state hash as 16 hex digits (JSON numbers lose 64-bit precision).
func hashText(h uint64) string {
	const hex = "0123456789abcdef"
	var b [16]byte
	for i := 15; i >= 0; i-- {
		b[i] = hex[h&15]
		h >>= 4
	}
	return string(b[:])
}

// WriteBoardJSON writes a board's JSON, indented.
func WriteBoardJSON(w io.Writer, v engine.View, db engine.CardDB) error {
	return writeIndented(w, Board(v, db))
}

// WriteTurnJSON writes an audited turn's JSON, indented.
func WriteTurnJSON(w io.Writer, ta *TurnAudit, db engine.CardDB) error {
	return writeIndented(w, TurnJSON(ta, db))
}

func writeIndented(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
