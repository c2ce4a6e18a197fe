package replay

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// TurnName is a turn as players count it: Player's N-th turn, as TCO says
// "TURN 2 - Alice" and a notation header says "2. Alice". N = 0 is the
// setup (Player is engine.NoPlayer). The engine and Step.Turn count every
// turn of the game instead; that absolute index stays inside kfr.
type TurnName struct {
	N      int
	Player int8
}

// Setup reports whether n is the setup rather than a turn.
func (n TurnName) Setup() bool { return n.N == 0 }

// Name is how players name absolute turn t.
func (r *Replay) Name(t int) TurnName {
	if t > 0 && t < len(r.names) {
		return r.names[t]
	}
	return TurnName{Player: engine.NoPlayer}
}

// nameTurns numbers each player's turns from the turn start events, up
// to the final game's turn (room for them all at once).
func (r *Replay) nameTurns() {
	r.names = append(make([]TurnName, 0, r.final.Turn()+1), TurnName{Player: engine.NoPlayer})
	for _, ev := range r.events {
		if ev.Kind == engine.EvTurnStart && int(ev.Turn) == len(r.names) {
			r.names = append(r.names, TurnName{N: ev.N, Player: ev.Player})
		}
	}
}

// Label is turn t as players read it: "2. Alice" (the notation's turn
// header and the first part of a point), "setup" for turn 0.
func (r *Replay) Label(t int) string {
	n := r.Name(t)
	if n.Setup() {
		return "setup"
	}
	return fmt.Sprintf("%d. %s", n.N, r.PlayerName(n.Player))
}

// Point is turn Turn after its Action-th entry (0: before its first), as
// players name it on the command line: "2.Alice" or "2.Alice.3".
type Point struct {
	Turn   TurnName
	Action int
}

// String is the point as ParsePoint reads it: "2.Alice.3" (the player's
// name as the header has it; "0" is the setup).
func (r *Replay) PointString(p Point) string {
	if p.Turn.Setup() {
		return "0"
	}
	s := fmt.Sprintf("%d.%s", p.Turn.N, r.PlayerName(p.Turn.Player))
	if p.Action > 0 {
		s += fmt.Sprintf(".%d", p.Action)
	}
	return s
}

// ParsePoint reads a turn, or an action in it, as players name them:
// "N.PLAYER" is PLAYER's N-th turn (before its first action) and
// "N.PLAYER.A" that turn after its A-th action; "0" is the setup. PLAYER is
// one of the two players' names in any case, or a unique prefix of one;
// spaces around the dots are ignored ("2. Alice", as the header writes it).
// A number alone names no turn: both players have a turn N.
func ParsePoint(s string, players [2]string) (Point, error) {
	example := fmt.Sprintf("e.g. 2.%s (%s's 2nd turn) or 2.%s.3 (after its 3rd action)", players[0], players[0], players[0])
	bad := func(why string) (Point, error) {
		return Point{}, fmt.Errorf("%q is not a turn: %s; name a turn by its number and player, as players count turns: %s", s, why, example)
	}
	t := strings.TrimSpace(s)
	num, rest, _ := strings.Cut(t, ".")
	n, err := strconv.Atoi(strings.TrimSpace(num))
	if err != nil || n < 0 {
		return bad("it should start with a turn number from 1")
	}
	rest = strings.TrimSpace(rest)
	if n == 0 && rest == "" {
		return Point{Turn: TurnName{Player: engine.NoPlayer}}, nil
	}
	if rest == "" {
		return bad(fmt.Sprintf("both players have a turn %d: write %d.%s or %d.%s", n, n, players[0], n, players[1]))
	}
	if n == 0 {
		return bad("turns count from 1 (0 alone is the setup)")
	}
	name, action := rest, 0
	if i := strings.LastIndex(rest, "."); i >= 0 {
		if a, err := strconv.Atoi(strings.TrimSpace(rest[i+1:])); err == nil {
			if a < 0 {
				return bad("actions count from 1")
			}
			name, action = strings.TrimSpace(rest[:i]), a
		}
	}
	pl, err := playerNamed(name, players)
	if err != nil {
		return bad(err.Error())
	}
	return Point{Turn: TurnName{N: n, Player: pl}, Action: action}, nil
}

// playerNamed finds a player by name: exact, then in any case, then a
// unique prefix in any case.
func playerNamed(name string, players [2]string) (int8, error) {
	for i, p := range players {
		if p == name {
			return int8(i), nil
		}
	}
	fold := carddb.Fold(name)
	match := int8(-1)
	for i, p := range players {
		if carddb.Fold(p) == fold {
			return int8(i), nil
		}
		if fold != "" && strings.HasPrefix(carddb.Fold(p), fold) {
			if match >= 0 {
				return 0, fmt.Errorf("%q could be %q or %q", name, players[0], players[1])
			}
			match = int8(i)
		}
	}
	if match < 0 {
		return 0, fmt.Errorf("no player %q (the players are %q and %q)", name, players[0], players[1])
	}
	return match, nil
}

// Find is the absolute turn named n, with an error that lists the turns
// the match has when it has no such turn.
func (r *Replay) Find(n TurnName) (int, error) {
	if n.Setup() {
		return 0, nil
	}
	for t := 1; t < len(r.names); t++ {
		if r.names[t] == n {
			return t, nil
		}
	}
	last := [2]int{}
	for _, m := range r.names[1:] {
		last[m.Player] = max(last[m.Player], m.N)
	}
	p := n.Player
	if p != 0 && p != 1 {
		return 0, fmt.Errorf("replay: no such turn")
	}
	return 0, fmt.Errorf("replay: %s has no turn %d (%s has turns 1 to %d, %s 1 to %d)",
		r.PlayerName(p), n.N, r.PlayerName(0), last[0], r.PlayerName(1), last[1])
}

// StateAtPoint is the board at point p (StateAt with the turn named as
// players name it).
func (r *Replay) StateAtPoint(p Point) (engine.View, error) {
	t, err := r.Find(p.Turn)
	if err != nil {
		return engine.View{}, err
	}
	v, err := r.StateAt(t, p.Action)
	if err != nil {
		return v, fmt.Errorf("%s: %w", r.PointString(p), r.renameErr(err, t))
	}
	return v, nil
}

// TurnNamed audits the turn players name n (Turn with a named turn).
func (r *Replay) TurnNamed(n TurnName) (*TurnAudit, error) {
	t, err := r.Find(n)
	if err != nil {
		return nil, err
	}
	ta, err := r.Turn(t)
	if err != nil {
		return nil, r.renameErr(err, t)
	}
	return ta, nil
}

// renameErr words an error about absolute turn t with the turn's name.
func (r *Replay) renameErr(err error, t int) error {
	idx := r.TurnEntries(t)
	if len(idx) == 0 {
		return fmt.Errorf("replay: %s has no actions", r.Label(t))
	}
	n := r.Name(t)
	return fmt.Errorf("replay: %s has %d actions (the last point in it is %s)", r.Label(t), len(idx),
		r.PointString(Point{Turn: n, Action: len(idx)}))
}

// Whose is "Alice's turn 2" for absolute turn t, "the setup" for turn 0.
func (r *Replay) Whose(t int) string {
	n := r.Name(t)
	if n.Setup() {
		return "the setup"
	}
	return fmt.Sprintf("%s's turn %d", r.PlayerName(n.Player), n.N)
}

// viewTurn is "Alice's turn 2" for the turn a view is in.
func viewTurn(v engine.View) string {
	if v.PlayerTurn == 0 {
		return "the setup"
	}
	return fmt.Sprintf("%s's turn %d", playerOf(v, v.Active), v.PlayerTurn)
}

// turnHeader is a view's turn as the notation's header writes it:
// "2. Alice", "setup" before the first turn.
func turnHeader(v engine.View) string {
	if v.PlayerTurn == 0 {
		return "setup"
	}
	return fmt.Sprintf("%d. %s", v.PlayerTurn, playerOf(v, v.Active))
}
