package engine

// handAFScripts are cards scripted by hand (issue 16, batch AF). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_af_test.go.
var handAFScripts = []Script{}
