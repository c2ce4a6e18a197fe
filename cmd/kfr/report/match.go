package report

import (
	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	replaycmd "github.com/kfr-dev/kfr/cmd/kfr/replay"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/reports"
	"github.com/kfr-dev/kfr/site"
)

// MatchReport is what a match's page shows, from its loaded replay (see
// site.MatchReport). A stored match imported from TCO is marked so.
func MatchReport(f *cmdutil.Factory, l *replaycmd.Loaded) (reports.MatchReport, error) {
	imported := false
	if id := l.Replay.Match.ID; id != "" {
		if st, err := f.Store(); err == nil {
			if info, err := st.MatchInfo(id); err == nil {
				imported = info.Source == store.SourceTCO
			}
		}
	}
	return site.MatchReport(l.Replay, l.Cards, imported)
}
