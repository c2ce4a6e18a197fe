package engine

// handVScripts are cards scripted by hand (issue 16, batch V). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_v_test.go.
var handVScripts = []Script{}
