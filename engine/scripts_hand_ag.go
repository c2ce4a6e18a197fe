package engine

// handAGScripts are cards scripted by hand (issue 16, batch AG). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_ag_test.go.
var handAGScripts = []Script{}
