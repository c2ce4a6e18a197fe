package engine

// handADScripts are cards scripted by hand (issue 16, batch AD). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_ad_test.go.
var handADScripts = []Script{}
