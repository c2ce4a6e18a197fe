package engine

// handABScripts are cards scripted by hand (issue 16, batch AB). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_ab_test.go.
var handABScripts = []Script{}
