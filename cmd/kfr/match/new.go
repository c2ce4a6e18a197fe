package match

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/store"
)

// newOptions are the flags of kfr match new.
type newOptions struct {
	p1, p2, deck1, deck2, first, event, date string
	token1, token2                           string
	chains1, chains2                         int
	chainBid, accept                         bool
}

// Proposal is the chains the rulebook suggests for a new match (--json).
type Proposal struct {
	Deck     string `json:"deck"`   // the chained deck, "" when none is proposed
	Player   string `json:"player"` // who plays it in the new match
	Chains   int    `json:"chains"`
	Why      string `json:"why"`
	Recorded bool   `json:"recorded"` // the new match carries them
}

// created is `kfr match new --json`.
type created struct {
	MatchView
	Proposal *Proposal `json:"chains_proposed"` // null when chains were given
}

func newNew(f *cmdutil.Factory) *cobra.Command {
	var o newOptions
	cmd := &cobra.Command{
		Use:   "new --p1 NAME --deck1 DECK --p2 NAME --deck2 DECK --first NAME",
		Short: "Start a match: players, decks, first player, chains; it becomes the current match",
		Long: `Start a match and make it the current one (kfr log, kfr record and kfr undo
write to it). Decks are stored decks, by name (forgivingly: case, a unique
prefix) or id. The date is today unless --date says otherwise. The new
match's id is the last line printed.

Chains: --chains1 and --chains2 give each player's chains (--chain-bid when
they were bid for). Without them kfr proposes the chains the rulebook
suggests from the stored matches between the two decks (kfr chains DECK_A
DECK_B shows how) but records none: pass them, or --accept-chains to take
the proposal.

--json prints the match as kfr match list --json does, with
"chains_proposed": {"deck","player","chains","why","recorded"}.`,
		Example: `  kfr match new --p1 Alice --deck1 "Red Hollow Warband" --p2 Bob --deck2 keepers --first Alice
  kfr match new --p1 Alice --deck1 red --p2 Bob --deck2 keepers --first Bob --chains1 4
  kfr match new --p1 Alice --deck1 red --p2 Bob --deck2 keepers --first Bob --accept-chains`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			fl := cmd.Flags()
			return runNew(f, o, fl.Changed("chains1") || fl.Changed("chains2"))
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&o.p1, "p1", "", "the first player's name (Player1)")
	fl.StringVar(&o.deck1, "deck1", "", "the first player's deck: a stored deck's name or id")
	fl.StringVar(&o.p2, "p2", "", "the second player's name (Player2)")
	fl.StringVar(&o.deck2, "deck2", "", "the second player's deck")
	fl.StringVar(&o.first, "first", "", "the name of the player who takes the first turn")
	fl.IntVar(&o.chains1, "chains1", 0, "chains the first player starts with")
	fl.IntVar(&o.chains2, "chains2", 0, "chains the second player starts with")
	fl.BoolVar(&o.chainBid, "chain-bid", false, "the chains were bid for rather than recommended")
	fl.BoolVar(&o.accept, "accept-chains", false, "play with the chains kfr proposes")
	fl.StringVar(&o.token1, "token1", "", "the first deck's token creature, when its list does not name it ([Token1])")
	fl.StringVar(&o.token2, "token2", "", "the second deck's token creature ([Token2])")
	fl.StringVar(&o.event, "event", "", "what the match is played for (free text)")
	fl.StringVar(&o.date, "date", "", "the date, YYYY-MM-DD (default today)")
	decks := cmdutil.CompleteDeckNames(f)
	_ = cmd.RegisterFlagCompletionFunc("deck1", decks)
	_ = cmd.RegisterFlagCompletionFunc("deck2", decks)
	players := completePlayers(f)
	_ = cmd.RegisterFlagCompletionFunc("p1", players)
	_ = cmd.RegisterFlagCompletionFunc("p2", players)
	_ = cmd.RegisterFlagCompletionFunc("first", func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		var out []string
		for _, p := range []string{o.p1, o.p2} {
			if p != "" && strings.HasPrefix(strings.ToLower(p), strings.ToLower(toComplete)) {
				out = append(out, p)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	})
	return cmd
}

// completePlayers offers the player names of the stored matches.
func completePlayers(f *cmdutil.Factory) cobra.CompletionFunc {
	return cmdutil.CompleteFromStore(f, func(st *store.Store) ([]string, error) {
		infos, err := st.Matches()
		seen := map[string]bool{}
		var out []string
		for i := len(infos) - 1; i >= 0; i-- { // the most recent players first
			for _, p := range infos[i].Header.Players {
				if p != "" && !seen[p] {
					seen[p] = true
					out = append(out, p)
				}
			}
		}
		return out, err
	})
}

// header checks the flags and makes the match header (decks not yet
// resolved).
func (o *newOptions) header() (record.Header, error) {
	h := record.Header{Event: strings.TrimSpace(o.event), Date: strings.TrimSpace(o.date),
		Players: [2]string{strings.TrimSpace(o.p1), strings.TrimSpace(o.p2)},
		First:   engine.NoPlayer, Result: record.Result{Winner: engine.NoPlayer}}
	for i, flag := range []string{"--p1", "--p2"} {
		if h.Players[i] == "" {
			return h, fmt.Errorf("%s is missing: name both players, e.g. --p1 Alice --p2 Bob", flag)
		}
	}
	if strings.EqualFold(h.Players[0], h.Players[1]) {
		return h, fmt.Errorf("both players are named %q: give the players different names", h.Players[0])
	}
	for i, flag := range []string{"--deck1", "--deck2"} {
		if strings.TrimSpace([]string{o.deck1, o.deck2}[i]) == "" {
			return h, fmt.Errorf("%s is missing: name %s's deck (kfr deck list shows the stored decks)", flag, h.Players[i])
		}
	}
	if strings.TrimSpace(o.first) == "" {
		return h, fmt.Errorf("--first is missing: say who takes the first turn, --first %s or --first %s",
			quoteArg(h.Players[0]), quoteArg(h.Players[1]))
	}
	if h.First = h.PlayerIndex(strings.TrimSpace(o.first)); h.First == engine.NoPlayer {
		return h, fmt.Errorf("--first %q is neither player: give --first %s or --first %s", o.first,
			quoteArg(h.Players[0]), quoteArg(h.Players[1]))
	}
	if h.Date == "" {
		h.Date = time.Now().Format(time.DateOnly)
	} else if _, err := time.Parse(time.DateOnly, h.Date); err != nil {
		return h, fmt.Errorf("bad --date %q: write the date as YYYY-MM-DD, e.g. --date 2026-11-20", o.date)
	}
	if o.chains1 < 0 || o.chains2 < 0 {
		return h, fmt.Errorf("chains cannot be negative: --chains1 and --chains2 are numbers from 0")
	}
	h.Chains = [2]int{o.chains1, o.chains2}
	h.ChainBid = o.chainBid
	return h, nil
}

func quoteArg(s string) string {
	if strings.ContainsAny(s, " \t\"'") {
		return fmt.Sprintf("%q", s)
	}
	return s
}

func runNew(f *cmdutil.Factory, o newOptions, chainsGiven bool) error {
	h, err := o.header()
	if err != nil { // a flag missing or wrong: a usage error
		return &cmdutil.UsageError{Err: err}
	}
	if o.chainBid && !chainsGiven {
		return &cmdutil.UsageError{Err: errors.New("--chain-bid needs the chains that were bid: add --chains1 N or --chains2 N")}
	}
	if o.accept && chainsGiven {
		return &cmdutil.UsageError{Err: errors.New("--accept-chains takes kfr's proposal: leave out --chains1 and --chains2, or leave out --accept-chains")}
	}
	st, err := f.Store()
	if err != nil {
		return err
	}
	var decks [2]*engine.Deck
	for i, q := range []string{o.deck1, o.deck2} {
		if decks[i], err = st.Deck(q); err != nil {
			return fmt.Errorf("--deck%d: %w (kfr deck list shows the stored decks; kfr deck import adds one)", i+1, err)
		}
		h.Decks[i] = decks[i].Name
	}
	if err := o.tokens(f, &h); err != nil {
		return err
	}
	var prop *Proposal
	if !chainsGiven {
		if prop, err = propose(st, h, decks); err != nil {
			return err
		}
		if o.accept && prop.Deck != "" {
			h.Chains[h.PlayerIndex(prop.Player)] = prop.Chains
			prop.Recorded = true
		}
	}
	m := &record.Match{Header: h}
	deckIDs := [2]string{decks[0].ID, decks[1].ID}
	id, err := st.CreateMatch(m, store.MatchOptions{Source: store.SourceTable, DeckIDs: deckIDs})
	if err != nil {
		return err
	}
	if err := st.SetCurrentMatch(id); err != nil {
		return err
	}
	if f.JSON {
		info, err := st.MatchInfo(id)
		if err != nil {
			return err
		}
		return cmdutil.WriteJSON(f.Out, created{MatchView: newView(info, id), Proposal: prop})
	}
	var b strings.Builder
	if prop != nil {
		writeProposal(&b, prop, h)
	}
	fmt.Fprintf(&b, "match %s: %s (%s) vs %s (%s), %s first, chains %d–%d%s, %s; it is the current match\n", id,
		h.Players[0], h.Decks[0], h.Players[1], h.Decks[1], h.Players[h.First], h.Chains[0], h.Chains[1], bidText(h.ChainBid), h.Date)
	fmt.Fprintf(&b, "%s\n", id)
	_, err = fmt.Fprint(f.Out, b.String())
	return err
}

// tokens adds the token creatures given (--token1, --token2) to the
// header as its [Token1]/[Token2] tags, by the cards' printed names.
func (o *newOptions) tokens(f *cmdutil.Factory, h *record.Header) error {
	for i, name := range []string{o.token1, o.token2} {
		if name = strings.TrimSpace(name); name == "" {
			continue
		}
		ix, err := f.CardIndex()
		if err != nil {
			return err
		}
		def, err := ix.Lookup(name)
		if err != nil {
			return &cmdutil.UsageError{Err: fmt.Errorf("--token%d: %w", i+1, err)}
		}
		if def.Type != engine.TypeTokenCreature {
			return &cmdutil.UsageError{Err: fmt.Errorf("--token%d: %s is not a token creature", i+1, def.Name)}
		}
		h.Tags = append(h.Tags, record.Tag{Name: notation.TokenTags[i], Value: def.Name})
	}
	return nil
}

func bidText(bid bool) string {
	if bid {
		return " (bid)"
	}
	return ""
}

func writeProposal(b *strings.Builder, p *Proposal, h record.Header) {
	if p.Deck == "" {
		fmt.Fprintf(b, "chains proposed: none (%s)\n", p.Why)
		return
	}
	fmt.Fprintf(b, "chains proposed: %s %d (%s)\n", p.Deck, p.Chains, p.Why)
	if p.Recorded {
		return
	}
	flag := "--chains1"
	if h.PlayerIndex(p.Player) == 1 {
		flag = "--chains2"
	}
	fmt.Fprintf(b, "  not recorded: play with them with %s %d, or --accept-chains\n", flag, p.Chains)
}

// propose applies the rulebook's chain suggestion to the stored matches
// between the two decks (their headers: the result as recorded).
func propose(st *store.Store, h record.Header, decks [2]*engine.Deck) (*Proposal, error) {
	infos, err := st.Matches()
	if err != nil {
		return nil, err
	}
	names, err := deckNames(st)
	if err != nil {
		return nil, err
	}
	history := make([]analysis.MatchSummary, 0, len(infos))
	for _, info := range infos {
		s := analysis.SummaryOfHeader(info.ID, info.Header)
		for i := range s.Decks {
			if n, ok := names[info.DeckIDs[i]]; ok && info.DeckIDs[i] != "" {
				s.Decks[i] = n // count a deck's matches together whatever the header calls it
			}
		}
		history = append(history, s)
	}
	analysis.SortMatches(history)
	r := analysis.Recommend(decks[0].Name, decks[1].Name, history)
	p := &Proposal{Why: r.Why}
	if r.Chained == "" || decks[0].Name == decks[1].Name {
		return p, nil
	}
	p.Deck, p.Chains = r.Chained, r.Chains
	p.Player = h.Players[0]
	if r.Chained == decks[1].Name {
		p.Player = h.Players[1]
	}
	for i := len(r.Steps) - 1; i >= 0; i-- { // the step that set the chains says why best
		if s := r.Steps[i]; s.Why != "" && !s.Bid && s.Winner != "" {
			p.Why = fmt.Sprintf("%s; %s", s.Why, plural(r.Games, "counted game"))
			break
		}
	}
	return p, nil
}
