package engine

// handAAScripts are cards scripted by hand (issue 16, batch AA). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_aa_test.go.
var handAAScripts = []Script{}
