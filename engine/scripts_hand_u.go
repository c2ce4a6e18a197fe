package engine

// handUScripts are cards scripted by hand (issue 16, batch U). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_u_test.go.
var handUScripts = []Script{}
