package engine

// handRScripts are cards scripted by hand (issue 16, batch R). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_r_test.go.
var handRScripts = []Script{}
