package replay

import (
	"reflect"

	"github.com/kfr-dev/kfr/engine"
)

// Stored is what a stored match may keep of its replay at the time it was
// stored, so that a later replay (with a newer engine or card data) can say
// what now differs instead of hiding it.
type Stored struct {
	Hashes     []uint64           // state hash after each entry
	Violations []engine.Violation // the violations then
}

// Stored is what to keep of this replay.
func (r *Replay) Stored() Stored {
	return Stored{Hashes: r.Hashes(), Violations: append([]engine.Violation(nil), r.Violations...)}
}

// Drift is what differs between a stored replay and this one.
type Drift struct {
	// FirstEntry is the first entry whose state hash differs (or that one
	// of the two lacks), -1 when every hash agrees.
	FirstEntry int
	Line       int // that entry's line (0 when not from a file or none)
	// Appeared are violations this replay has that the stored one did
	// not; Disappeared the other way round. A violation is the same when
	// its rule and action index are.
	Appeared    []engine.Violation
	Disappeared []engine.Violation
}

// Same reports whether nothing differs.
func (d Drift) Same() bool {
	return d.FirstEntry < 0 && len(d.Appeared) == 0 && len(d.Disappeared) == 0
}

// Compare compares a stored replay with r. Stored hashes may be missing
// (an older store): then only the violations are compared.
func Compare(old Stored, r *Replay) Drift {
	d := Drift{FirstEntry: -1}
	if old.Hashes != nil {
		n := min(len(old.Hashes), len(r.Steps))
		for i := 0; i < n && d.FirstEntry < 0; i++ {
			if old.Hashes[i] != r.Hash(i) {
				d.FirstEntry = i
			}
		}
		if d.FirstEntry < 0 && len(old.Hashes) != len(r.Steps) {
			d.FirstEntry = n
		}
		if d.FirstEntry >= 0 && d.FirstEntry < len(r.Steps) {
			d.Line = r.Steps[d.FirstEntry].Line
		}
	}
	d.Appeared = missingFrom(r.Violations, old.Violations)
	d.Disappeared = missingFrom(old.Violations, r.Violations)
	return d
}

// missingFrom lists the violations of a that b lacks (as a multiset).
func missingFrom(a, b []engine.Violation) []engine.Violation {
	type key struct {
		rule   string
		action int
	}
	left := map[key]int{}
	for _, v := range b {
		left[key{v.Rule, v.Action}]++
	}
	var out []engine.Violation
	for _, v := range a {
		k := key{v.Rule, v.Action}
		if left[k] > 0 {
			left[k]--
			continue
		}
		out = append(out, v)
	}
	return out
}

// Same reports whether a and b are the same replay: every record equal
// and the same final state, compared by its view and hash (the final game
// of a replay that went on from a clone differs from a fresh run's in
// scratch space only). Tests compare replays made two ways with it.
func Same(a, b *Replay) bool {
	if (a.final == nil) != (b.final == nil) {
		return false
	}
	if a.final != nil && (!reflect.DeepEqual(a.Final(), b.Final()) || a.final.Hash() != b.final.Hash()) {
		return false
	}
	ac, bc := *a, *b
	ac.final, bc.final = nil, nil
	return reflect.DeepEqual(&ac, &bc)
}
