package replay

import (
	"encoding/json"
	"io"

	"github.com/kfr-dev/kfr/engine"
)

// SchemaVersion is the version of the JSON documented in
// docs/replay-json.md. Fields are only ever added within a version.
//
// Version 2: every "turn" is the player's own turn number, as players count
// turns (with the player whose turn it is beside it: "turn_player",
// "active" or "player"); version 1 counted both players' turns.
const SchemaVersion = 2

// JSON is the replay as `kfr replay --json` prints it. Players are named,
// never indexed; a missing winner or player is null.
type JSON struct {
	Schema     int             `json:"schema"`
	Match      JSONMatch       `json:"match"`
	Result     JSONResult      `json:"result"`
	Clean      bool            `json:"clean"`
	Final      JSONFinal       `json:"final"`
	Violations []JSONViolation `json:"violations"`
	// Unverifiable are the findings the log's hidden information cannot
	// settle ("cannot verify"), apart from violations.
	Unverifiable []JSONViolation  `json:"unverifiable"`
	Checkpoints  []JSONCheckpoint `json:"checkpoints"`
	// Drift is what differs from the replay stored with the match, when
	// the command compared them (see Compare).
	Drift *JSONDrift `json:"drift,omitempty"`
}

// JSONDrift is a Drift with players named and violations in full.
type JSONDrift struct {
	Same        bool            `json:"same"`
	FirstEntry  *int            `json:"first_entry"` // null when every state hash agrees
	Line        int             `json:"line"`
	Appeared    []JSONViolation `json:"appeared"`
	Disappeared []JSONViolation `json:"disappeared"`
}

// JSONMatch says which match was replayed.
type JSONMatch struct {
	ID      string    `json:"id"`
	Event   string    `json:"event"`
	Date    string    `json:"date"`
	Players [2]string `json:"players"`
	Decks   [2]string `json:"decks"`
	First   string    `json:"first"`
	Chains  [2]int    `json:"chains"`
	Entries int       `json:"entries"`
}

// JSONResult is how the replayed game ended.
type JSONResult struct {
	Winner *string `json:"winner"` // null when the game did not end
	Reason string  `json:"reason"` // "keys", "concede" or ""
	// Recorded is the header's result when it differs from the replay's.
	Recorded *JSONRecorded `json:"recorded,omitempty"`
}

// JSONRecorded is the result the header recorded.
type JSONRecorded struct {
	Winner *string `json:"winner"`
	Reason string  `json:"reason"`
}

// JSONFinal is the final state.
type JSONFinal struct {
	Turn    int          `json:"turn"`
	Active  string       `json:"active"`
	Step    string       `json:"step"`
	Tide    *string      `json:"tide"`
	Players []JSONPlayer `json:"players"`
}

// JSONPlayer is one side of the final state.
type JSONPlayer struct {
	Name     string   `json:"name"`
	Aember   int      `json:"aember"`
	Keys     []string `json:"keys"`
	Chains   int      `json:"chains"`
	Hand     int      `json:"hand"`
	Deck     int      `json:"deck"`
	Discard  int      `json:"discard"`
	Archives int      `json:"archives"`
	Purged   int      `json:"purged"`
	KeyCost  int      `json:"key_cost"`
}

// JSONViolation is one violation.
type JSONViolation struct {
	Rule       string  `json:"rule"`
	Turn       int     `json:"turn"`        // the turn player's own turn number (0: setup)
	TurnPlayer *string `json:"turn_player"` // whose turn it is (null in the setup)
	Player     *string `json:"player"`
	Step       string  `json:"step"`
	Line       int     `json:"line"`
	Entry      int     `json:"entry"`
	Action     string  `json:"action"`
	Message    string  `json:"message"`
	Reference  string  `json:"reference"`
}

// JSONCheckpoint is one checkpoint item.
type JSONCheckpoint struct {
	Line       int     `json:"line"`
	Turn       int     `json:"turn"`        // the turn player's own turn number (0: setup)
	TurnPlayer *string `json:"turn_player"` // whose turn it is (null in the setup)
	OK         bool    `json:"ok"`
	Expected   string  `json:"expected"`
	Actual     string  `json:"actual"`
	Player     *string `json:"player"`
	Card       *string `json:"card"`
	Field      string  `json:"field"`
}

// JSON builds the documented JSON form of the replay.
func (r *Replay) JSON() JSON {
	h := &r.Match.Header
	j := JSON{Schema: SchemaVersion,
		Match: JSONMatch{ID: r.Match.ID, Event: h.Event, Date: h.Date, Players: h.Players, Decks: h.Decks,
			First: r.PlayerName(r.First), Chains: h.Chains, Entries: len(r.Match.Entries)},
		Result:       JSONResult{Winner: r.namePtr(r.Result.Winner), Reason: r.Result.Reason},
		Clean:        r.Clean(),
		Final:        r.jsonFinal(),
		Violations:   make([]JSONViolation, 0, len(r.Violations)),
		Unverifiable: make([]JSONViolation, 0, len(r.Unverifiable)),
		Checkpoints:  make([]JSONCheckpoint, 0, len(r.Checkpoints)),
	}
	if rec := h.Result; rec.Reason != "" && (rec.Winner != r.Result.Winner || rec.Reason != r.Result.Reason) {
		j.Result.Recorded = &JSONRecorded{Winner: r.namePtr(rec.Winner), Reason: rec.Reason}
	}
	for _, v := range r.Violations {
		j.Violations = append(j.Violations, r.violationJSON(v))
	}
	for _, v := range r.Unverifiable {
		j.Unverifiable = append(j.Unverifiable, r.violationJSON(v))
	}
	for _, c := range r.Checkpoints {
		n := r.Name(c.Turn)
		jc := JSONCheckpoint{Line: c.Line, Turn: n.N, TurnPlayer: r.namePtr(n.Player), OK: c.OK, Expected: c.Expected, Actual: c.Actual,
			Player: r.namePtr(c.Player), Field: c.Field}
		if c.Card != "" {
			name := CardName(r.db, c.Card)
			jc.Card = &name
		}
		j.Checkpoints = append(j.Checkpoints, jc)
	}
	return j
}

// violationJSON names the player and finds the entry by the violation's
// action index (which is the entry index: the engine counts one action
// per entry).
func (r *Replay) violationJSON(v engine.Violation) JSONViolation {
	n := r.Name(v.Turn)
	j := JSONViolation{Rule: v.Rule, Turn: n.N, TurnPlayer: r.namePtr(n.Player), Player: r.namePtr(v.Player), Step: v.Step.String(),
		Entry: v.Action, Message: v.Message, Reference: v.Reference}
	if v.Action >= 0 && v.Action < len(r.Match.Entries) {
		e := &r.Match.Entries[v.Action]
		j.Line, j.Action = e.Line, r.EntryText(v.Action)
	}
	return j
}

// DriftJSON is the JSON form of d, a comparison with r.
func (r *Replay) DriftJSON(d Drift) *JSONDrift {
	j := &JSONDrift{Same: d.Same(), Line: d.Line, Appeared: []JSONViolation{}, Disappeared: []JSONViolation{}}
	if d.FirstEntry >= 0 {
		n := d.FirstEntry
		j.FirstEntry = &n
	}
	for _, v := range d.Appeared {
		j.Appeared = append(j.Appeared, r.violationJSON(v))
	}
	for _, v := range d.Disappeared {
		j.Disappeared = append(j.Disappeared, r.violationJSON(v))
	}
	return j
}

func (r *Replay) jsonFinal() JSONFinal {
	v := r.Final()
	f := JSONFinal{Turn: v.PlayerTurn, Active: r.PlayerName(v.Active), Step: v.Step.String(), Tide: r.namePtr(v.Tide)}
	for _, p := range v.Players {
		keys := make([]string, 0, len(p.Keys))
		for _, k := range p.Keys {
			keys = append(keys, k.String())
		}
		f.Players = append(f.Players, JSONPlayer{Name: p.Name, Aember: p.Aember, Keys: keys, Chains: p.Chains,
			Hand: p.Hand.Count, Deck: p.Deck.Count, Discard: p.Discard.Count, Archives: p.Archives.Count,
			Purged: p.Purged.Count, KeyCost: p.KeyCost})
	}
	return f
}

func (r *Replay) namePtr(p int8) *string {
	if p != 0 && p != 1 {
		return nil
	}
	n := r.Match.Header.Players[p]
	return &n
}

// WriteJSON writes the documented JSON, indented, with a final newline.
func WriteJSON(w io.Writer, r *Replay) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r.JSON())
}
