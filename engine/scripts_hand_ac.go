package engine

// handACScripts are cards scripted by hand (issue 16, batch AC). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_ac_test.go.
var handACScripts = []Script{}
