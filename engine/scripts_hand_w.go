package engine

// handWScripts are cards scripted by hand (issue 16, batch W). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_w_test.go.
var handWScripts = []Script{}
