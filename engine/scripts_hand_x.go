package engine

// handXScripts are cards scripted by hand (issue 16, batch X). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_x_test.go.
var handXScripts = []Script{}
