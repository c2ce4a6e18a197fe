package engine

import "testing"

func TestNormalizeCardText(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"symbols", "Play: Gain 2\uf360. Deal 3\uf361 to a creature.", "Play: Gain 2A. Deal 3D to a creature."},
		{"angle symbols", "Reap: Steal 1<A>.", "Reap: Steal 1A."},
		{"reminder text", "Elusive. (The first time this creature is attacked each turn, no damage is dealt.)\vReap: Gain 1<A>.", "Elusive.\nReap: Gain 1A."},
		{"quotes and dashes", "This creature gains, \u201cReap: Draw a card.\u201d Keys cost \u20131A.", "This creature gains, \"Reap: Draw a card.\" Keys cost -1A."},
		{"glued sentences", "Play: Stun an enemy creature.If that creature was stunned,destroy it.", "Play: Stun an enemy creature. If that creature was stunned, destroy it."},
		{"enhance line and BOM", "\ufeffEnhance \uf566\uf566.|Play: Capture 1\uf360.|", "Play: Capture 1A."},
		{"spaces", "Play:\u00a0Gain\u202f1A.\r\n", "Play: Gain 1A."},
		{"unclosed parenthesis", "Play: Gain 1A. (reminder", "Play: Gain 1A."},
		{"reminder before a stop", "Play: Draw a card for each card you have played this turn (including this one).", "Play: Draw a card for each card you have played this turn."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NormalizeCardText(tt.in); got != tt.want {
				t.Errorf("NormalizeCardText(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// CardTextKey makes one only the wordings that say the same thing.
func TestCardTextKey(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		same bool
	}{
		{"after reap", "After Reap: Gain 1A.", "Reap: Gain 1A.", true},
		{"after fight/reap", "After Fight/Reap: Gain 1A.", "Fight/Reap: Gain 1A.", true},
		{"keywords", "Elusive. Skirmish.\nReap: Gain 1A.", "Reap: Gain 1A.", true},
		{"assault keyword", "Assault 2. Play: Draw a card.", "Play: Draw a card.", true},
		{"number words", "Play: Draw two cards.", "Play: Draw 2 cards.", true},
		{"it", "After a creature reaps, stun it.", "After a creature reaps, stun that creature.", true},
		{"all", "Play: Destroy all Mars creatures.", "Play: Destroy each Mars creature.", true},
		{"plural subject", "Enemy creatures cannot reap.", "Each enemy creature cannot reap.", true},
		{"plural subject gets", "Other friendly creatures get +1 armor.", "Each other friendly creature gets +1 armor.", true},
		{"owner's hand", "Return a creature to their owner's hand.", "Return a creature to its owner's hand.", true},
		{"your hand", "Action: Return X to your hand.", "Action: Return X to its owner's hand.", true},
		{"article A", "Fight: A friendly creature captures 1A.", "Fight: a friendly creature captures 1A.", true},
		{"otherwise", "Play: Steal 1A. If you do not, gain 1A.", "Play: Steal 1A. Otherwise, gain 1A.", true},
		{"bottom of your deck", "Action: Put a friendly creature on the bottom of your deck.", "Action: Put a friendly creature on the bottom of its owner's deck.", true},
		{"twice", "Play: Exalt X twice.", "Play: Exalt X 2 times.", true},
		{"with splash comma", "Play: Deal 2D to a creature, with 1D splash.", "Play: Deal 2D to a creature with 1D splash.", true},
		{"adjective order", "Play: Steal 1A for each damaged friendly Mars creature.", "Play: Steal 1A for each friendly damaged Mars creature.", true},
		{"ready may be a verb", "Play: Ready friendly creatures.", "Play: Friendly ready creatures.", false},
		{"count in play", "Play: Gain 1A for each Mars creature in play.", "Play: Gain 1A for each Mars creature.", true},
		{"discard from hand", "Action: Discard a non-Mars card from your hand.", "Action: Discard a non-Mars card.", true},
		{"this damage", "Play: Deal 2D to a creature. If this damage destroys that creature, gain 1A.", "Play: Deal 2D to a creature. If that creature is destroyed, gain 1A.", true},
		{"quoted grant", "This creature gains: \" After Reap: Steal 1A. \"", "This creature gains, \"Reap: Steal 1A.\"", true},
		{"top of deck is not bottom", "Play: Put a creature on top of its owner's deck.", "Play: Put a creature on the bottom of its owner's deck.", false},
		{"twice is not thrice", "Play: Exalt X twice.", "Play: Exalt X 3 times.", false},
		{"neighbors' verb", "Fight: Each of X's neighbors capture 1A.", "Fight: Each of X's neighbors captures 1A.", true},
		{"amount differs", "Play: Gain 1A.", "Play: Gain 2A.", false},
		{"symbol is not the article", "Play: Gain 1A.", "Play: Gain 1a.", false},
		{"side differs", "Play: Destroy an enemy creature.", "Play: Destroy a friendly creature.", false},
		{"trigger differs", "Reap: Gain 1A.", "Fight: Gain 1A.", false},
		{"before fight is not fight", "Before Fight: Gain 1A.", "Fight: Gain 1A.", false},
		{"each is not a", "Play: Destroy each creature.", "Play: Destroy a creature.", false},
		{"hand is not deck", "Play: Shuffle X into your deck.", "Play: Return X to your hand.", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ka, kb := CardTextKey(tt.a), CardTextKey(tt.b)
			if (ka == kb) != tt.same {
				t.Errorf("keys %q and %q: same = %v, want %v", ka, kb, ka == kb, tt.same)
			}
		})
	}
}
