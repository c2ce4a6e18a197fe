package engine

// handZScripts are cards scripted by hand (issue 16, batch Z). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_z_test.go.
var handZScripts = []Script{}
