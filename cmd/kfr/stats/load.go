package stats

import (
	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/analysis/stored"
	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/engine"
)

// Summaries is a summary of every match in f's store, in match order
// (stored.Summaries: replayed where its statistics cache has none).
func Summaries(f *cmdutil.Factory) ([]analysis.MatchSummary, error) {
	st, err := f.Store()
	if err != nil {
		return nil, err
	}
	return stored.SummariesWarn(st, CardSource(f), f.ErrOut)
}

// CardSource is f's card index, as stored.Summaries asks for it.
func CardSource(f *cmdutil.Factory) stored.Cards {
	return func() (engine.CardDB, error) {
		ix, err := f.CardIndex()
		if err != nil {
			return nil, err
		}
		return ix, nil
	}
}
