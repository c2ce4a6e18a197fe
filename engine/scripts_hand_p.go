package engine

// handPScripts are cards scripted by hand (issue 16, batch P). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_p_test.go.
var handPScripts = []Script{}
